/** GET /user/carbon: carbon credits for the caller (zeros for guests) and for everyone. */
import { Hono } from 'hono'
import { type CarbonData, carbonCalls } from '../../../shared/contract/catalogue/carbon.ts'
import { publicAccess } from '../../http/auth.ts'
import { type AppDeps, type AppEnv, userIdOf } from '../../http/context.ts'
import { ok } from '../../http/respond.ts'
import { carbonData } from '../../services/catalogue/carbon.ts'

export function carbonRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()
  routes.get(carbonCalls.carbon.path, async (c) => {
    const userId = userIdOf(publicAccess(c))
    return ok<CarbonData>(c, await carbonData(deps.db, userId))
  })
  return routes
}
