/** GET /user/carbon: carbon credits for the caller (zeros for guests) and for everyone. */
import { type CarbonData, carbonCalls } from '../../../shared/contract/catalogue/carbon.ts'
import type { CallRoutes } from '../../http/call-routes.ts'
import type { AppDeps } from '../../http/context.ts'
import { carbonData } from '../../services/catalogue/carbon.ts'

export function carbonRoutes(calls: CallRoutes, deps: AppDeps) {
  calls.viewer(
    carbonCalls.carbon,
    {},
    ({ caller }): Promise<CarbonData> => carbonData(deps.db, caller),
  )
}
