/**
 * The Hono application: CORS for partner pages, the API key and caller identification on
 * /api/v1, the routes of each area, media files, and JSON for every error and unknown path.
 */
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { identifyCaller, requireApiKey } from './http/auth.ts'
import type { AppDeps, AppEnv } from './http/context.ts'
import { HttpError, handleError, handleNotFound } from './http/errors.ts'
import { authRoutes } from './routes/auth.ts'
import { categoryRoutes } from './routes/categories.ts'
import { homeRoutes } from './routes/home.ts'
import { itemRoutes } from './routes/items.ts'
import { mediaRoutes } from './routes/media.ts'
import { placeRoutes } from './routes/places.ts'

export const apiBase = '/api/v1'

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>()

  app.use(
    '*',
    cors({
      origin: (origin) => origin || '*',
      allowHeaders: [
        'authorization',
        'content-type',
        'x-api-key',
        'platform',
        'timezone',
        'idempotency-key',
      ],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  )
  app.use(
    `${apiBase}/*`,
    bodyLimit({
      maxSize: 1024 * 1024,
      onError: () => {
        throw new HttpError(413, 'Request body is too large')
      },
    }),
  )
  // Readiness probe for launchers and load balancers: no key needed, no data disclosed.
  app.get(`${apiBase}/health`, (c) => c.json({ statusCode: 200, data: { status: 'ok' } }))
  app.use(`${apiBase}/*`, requireApiKey(deps))
  app.use(`${apiBase}/*`, identifyCaller(deps))

  const api = new Hono<AppEnv>()
  api.route('/', authRoutes(deps))
  api.route('/', categoryRoutes(deps))
  api.route('/', itemRoutes(deps))
  api.route('/', homeRoutes(deps))
  api.route('/', placeRoutes())
  app.route(apiBase, api)
  app.route('/media', mediaRoutes(deps))

  app.notFound(handleNotFound)
  app.onError(handleError)
  return app
}
