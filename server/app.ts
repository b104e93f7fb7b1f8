/**
 * The Hono application: CORS for partner pages, nosniff, body limits, the API key and caller
 * identification on /api/v1, the routes of each area, media files, the sandbox outbox page,
 * and JSON for every error and unknown path.
 */
import { Hono } from 'hono'
import { accountCalls } from '../shared/contract/account/account.ts'
import { authCalls } from '../shared/contract/account/auth.ts'
import { profileCalls } from '../shared/contract/account/profile.ts'
import { throttleMessages } from '../shared/contract/account/throttle.ts'
import { mediaCalls } from '../shared/contract/core/media.ts'
import { throttleByAddress } from './http/address-throttle.ts'
import { identifyCaller, requireApiKey } from './http/auth.ts'
import { bodyLimits } from './http/body-limits.ts'
import { type CallRoutes, callRoutes } from './http/call-routes.ts'
import type { AppDeps, AppEnv } from './http/context.ts'
import { partnerCors } from './http/cors.ts'
import { handleError, handleNotFound } from './http/errors.ts'
import { sandboxOnly } from './http/sandbox-guard.ts'
import { securityHeaders } from './http/security-headers.ts'
import { authRoutes } from './routes/account/auth.ts'
import { emailChangeRoutes } from './routes/account/email-change.ts'
import { handoverRoutes } from './routes/account/handover.ts'
import { passwordRoutes } from './routes/account/password.ts'
import { phoneRoutes } from './routes/account/phone.ts'
import { profileRoutes } from './routes/account/profile.ts'
import { registerRoutes } from './routes/account/register.ts'
import { settingsRoutes } from './routes/account/settings.ts'
import { socialRoutes } from './routes/account/social.ts'
import { bookingRoutes } from './routes/bookings.ts'
import { bookingChangeRoutes } from './routes/bookings-changes.ts'
import { bookingReportRoutes } from './routes/bookings-reports.ts'
import { cardRoutes } from './routes/cards.ts'
import { bookmarkRoutes } from './routes/catalogue/bookmarks.ts'
import { carbonRoutes } from './routes/catalogue/carbon.ts'
import { categoryRoutes } from './routes/catalogue/categories.ts'
import { destinationRoutes } from './routes/catalogue/destinations.ts'
import { favouriteRoutes } from './routes/catalogue/favourites.ts'
import { homeRoutes } from './routes/catalogue/home.ts'
import { itemDetailRoutes } from './routes/catalogue/item-detail.ts'
import { itemListRoutes } from './routes/catalogue/item-lists.ts'
import { itemRoutes } from './routes/catalogue/items.ts'
import { placeRoutes } from './routes/catalogue/places.ts'
import { questionRoutes } from './routes/catalogue/questions.ts'
import { reviewRoutes } from './routes/catalogue/reviews.ts'
import { sitemapRoutes } from './routes/catalogue/sitemap.ts'
import { chatRoutes } from './routes/chat/chat.ts'
import { chatTokenRoutes } from './routes/chat/chat-token.ts'
import { bankRoutes } from './routes/listings/bank.ts'
import { listingRoutes } from './routes/listings/listings.ts'
import { staticMapRoutes } from './routes/maps/static-map.ts'
import { mediaRoutes } from './routes/media.ts'
import { notificationRoutes } from './routes/notifications/notifications.ts'
import { pushTokenRoutes } from './routes/notifications/push-tokens.ts'
import { orderRoutes } from './routes/orders.ts'
import { outboxPage } from './routes/outbox-page.ts'
import { partnerRoutes } from './routes/partners/partners.ts'
import { sandboxRoutes } from './routes/sandbox.ts'
import { uploadRoutes } from './routes/uploads.ts'

export const apiBase = '/api/v1'

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>()

  app.use('*', partnerCors(deps))
  app.use('*', securityHeaders())
  app.use(`${apiBase}/*`, bodyLimits(`${apiBase}${mediaCalls.upload.path}`))
  // Readiness probe for launchers and load balancers: no key needed, no data disclosed.
  app.get(`${apiBase}/health`, (c) => c.json({ statusCode: 200, data: { status: 'ok' } }))
  app.use(`${apiBase}/*`, requireApiKey(deps))
  app.use(`${apiBase}/*`, identifyCaller(deps))

  const api = new Hono<AppEnv>()
  const limit = (
    rule: Parameters<typeof throttleByAddress>[1],
    message: (wait: string) => string,
  ) => throttleByAddress(deps, rule, message)
  api.post(authCalls.guestLogin.path, limit('guest', throttleMessages.guest))
  api.post(accountCalls.register.path, limit('register', throttleMessages.register))
  api.post(
    accountCalls.forgotPassword.path,
    limit('forgotPassword', throttleMessages.forgotPassword),
  )
  for (const path of [
    accountCalls.sendOtp.path,
    accountCalls.changeEmail.path,
    profileCalls.changeMobileNo.path,
  ]) {
    api.post(path, limit('codes', throttleMessages.codes))
  }
  const calls = callRoutes(api)
  // Order counts: /user/categories/home is matched before /user/categories/:id (favourites
  // after the catalogue), and /items/:id, last, never shadows the fixed /items/* paths.
  const register = (areas: ((calls: CallRoutes, deps: AppDeps) => void)[]) => {
    for (const area of areas) area(calls, deps)
  }
  register([
    authRoutes,
    handoverRoutes,
    partnerRoutes,
    categoryRoutes,
    itemRoutes,
    itemListRoutes,
    bookmarkRoutes,
    homeRoutes,
    destinationRoutes,
    sitemapRoutes,
    carbonRoutes,
    questionRoutes,
    reviewRoutes,
    placeRoutes,
    registerRoutes,
    passwordRoutes,
    socialRoutes,
    emailChangeRoutes,
    profileRoutes,
    phoneRoutes,
    settingsRoutes,
    favouriteRoutes,
    uploadRoutes,
  ])
  if (deps.settings.sandbox) {
    // Outbox, identity check, test tokens and charges: this machine's clients only.
    api.use('/sandbox/*', sandboxOnly(deps))
    sandboxRoutes(calls, deps)
  }
  register([
    bookingRoutes,
    bookingChangeRoutes,
    bookingReportRoutes,
    orderRoutes,
    cardRoutes,
    listingRoutes,
    bankRoutes,
    chatRoutes,
    chatTokenRoutes,
    notificationRoutes,
    pushTokenRoutes,
    itemDetailRoutes,
  ])
  app.route(apiBase, api)
  // Before the media files: the still map picture is drawn, not read from the media folder.
  app.route('/media/maps', staticMapRoutes())
  app.route('/media', mediaRoutes(deps))
  // The human-readable outbox, outside /api/v1 (no API key): sandbox mode only.
  if (deps.settings.sandbox) {
    app.use('/sandbox/*', sandboxOnly(deps))
    app.route('/sandbox', outboxPage(deps))
  }

  app.notFound(handleNotFound)
  app.onError(handleError)
  return app
}
