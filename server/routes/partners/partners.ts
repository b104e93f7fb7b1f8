/**
 * GET /partners/{code}/bookings (x-partner-key: the bookings attributed to the partner, no
 * personal data) and GET /partners/origin (public: whether the calling page's origin may
 * make signed calls, so an embed elsewhere can say sign-in is unavailable instead of
 * failing silently).
 */
import { Hono } from 'hono'
import {
  type PartnerBookingsData,
  type PartnerOriginData,
  partnerCalls,
  partnerKeyHeader,
  partnerParams,
} from '../../../shared/contract/partners/partners.ts'
import type { AppDeps, AppEnv } from '../../http/context.ts'
import { trustedOrigin } from '../../http/cors.ts'
import { ok } from '../../http/respond.ts'
import { readParams } from '../../http/validate.ts'
import { checkPartnerKey, partnerBookings } from '../../services/partners/partners.ts'

export function partnerRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()

  routes.get(partnerCalls.origin.path, async (c) => {
    const origin = c.req.header('origin') ?? null
    const allowed = origin !== null && origin !== 'null' && (await trustedOrigin(origin, c, deps))
    c.header('Cache-Control', 'no-store')
    return ok<PartnerOriginData>(c, { origin, allowed })
  })

  routes.get(partnerCalls.bookings.path, async (c) => {
    const { code } = readParams(c, partnerParams)
    await checkPartnerKey(deps.db, code, c.req.header(partnerKeyHeader))
    c.header('Cache-Control', 'no-store')
    return ok<PartnerBookingsData>(c, await partnerBookings(deps.db, code))
  })

  return routes
}
