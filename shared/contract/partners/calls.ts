/**
 * Partners (calls, answers and wording; no schemas, so widgets' first loads stay light): sites that embed the widgets. A widget's `partner="CODE"` (or
 * `window.hireConfig.partner`) travels with every booking made from that embed (the
 * checkout body's `partner`, the hand-over link's `?partner=`), and the partner reads the
 * bookings attributed to it with its report key. No personal data leaves in the report.
 */
export { isPartnerCode, partnerParam } from '../../domain/partners/code.ts'

export const partnerCalls = {
  /** x-partner-key: the bookings attributed to `code` (count, value, status; no person). */
  bookings: { method: 'GET', path: '/partners/:code/bookings' },
  /** Public: whether the calling page's origin may make signed calls (sign-in, booking). */
  origin: { method: 'GET', path: '/partners/origin' },
} as const

export const partnerBookingsPath = (code: string) =>
  `/partners/${encodeURIComponent(code)}/bookings`

/** The header carrying a partner's report key. */
export const partnerKeyHeader = 'x-partner-key'

export const partnerMessages = {
  invalidCode:
    'The partner code must be 2 to 32 letters, digits, - or _, starting with a letter or digit.',
  unknownCode: 'This partner code is not known.',
  keyMissing: 'Missing partner key: send the x-partner-key header.',
  keyInvalid: 'Invalid partner key.',
  otherPartner: 'This partner key belongs to another partner.',
  signInUnavailable:
    'Sign-in is not available on this site: it is not one of our partner sites. You can still browse here, or book on the marketplace.',
} as const

/** One attributed booking: no hirer, no supplier, no item text. */
export interface PartnerBooking {
  bookingId: string
  itemId: string
  status: string
  /** dollars, two decimals: the booking's total */
  amount: number
  currency: 'AUD'
  /** epoch ms */
  createdAt: number
}

export interface PartnerBookingsData {
  partner: string
  count: number
  /** dollars: the sum of the totals */
  value: number
  currency: 'AUD'
  /** how many bookings are in each status */
  byStatus: Record<string, number>
  list: PartnerBooking[]
}

export interface PartnerOriginData {
  /** the Origin header the server saw, or null */
  origin: string | null
  /** whether that origin may make signed calls */
  allowed: boolean
}
