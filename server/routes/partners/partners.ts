/**
 * GET /partners/{code}/bookings (x-partner-key: the bookings attributed to the partner, no
 * personal data) and GET /partners/origin (public: whether the calling page's origin may
 * make signed calls, so an embed elsewhere can say sign-in is unavailable instead of
 * failing silently).
 */
import {
  type PartnerBookingsData,
  type PartnerOriginData,
  partnerCalls,
  partnerKeyHeader,
  partnerParams,
} from '../../../shared/contract/partners/partners.ts'
import type { CallRoutes } from '../../http/call-routes.ts'
import type { AppDeps } from '../../http/context.ts'
import { trustedOrigin } from '../../http/cors.ts'
import { checkPartnerKey, partnerBookings } from '../../services/partners/partners.ts'

export function partnerRoutes(calls: CallRoutes, deps: AppDeps) {
  calls.open(partnerCalls.origin, {}, async ({ c }): Promise<PartnerOriginData> => {
    const origin = c.req.header('origin') ?? null
    const allowed = origin !== null && origin !== 'null' && (await trustedOrigin(origin, c, deps))
    c.header('Cache-Control', 'no-store')
    return { origin, allowed }
  })

  calls.open(
    partnerCalls.bookings,
    { params: partnerParams },
    async ({ c, params: { code } }): Promise<PartnerBookingsData> => {
      await checkPartnerKey(deps.db, code, c.req.header(partnerKeyHeader))
      c.header('Cache-Control', 'no-store')
      return partnerBookings(deps.db, code)
    },
  )
}
