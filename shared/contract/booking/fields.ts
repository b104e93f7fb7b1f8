/**
 * Booking vocabulary and the superstruct fields the booking calls share: statuses, booking
 * and list types, money in dollars, days, minutes, YYYYMMDD dates, reasons and media lists.
 */
import {
  array,
  coerce,
  defaulted,
  integer,
  max,
  min,
  number,
  object,
  refine,
  type Struct,
  size,
  string,
} from 'superstruct'
import { rule } from '../account/fields.ts'
import { bookingApiMessages, bookingMessages } from './messages.ts'

/**
 * Every booking status (part 2 section 4, part 3 section 4), spelled as the API spells
 * them: RETRUNED and PENDING_CANCELATION included.
 */
export const bookingStatuses = [
  'REQUESTED',
  'APPROVED',
  'VERIFIED',
  'ACTIVE',
  'OVER_DUE',
  'PAYMENT_REQUIRED',
  'PENDING_CANCELATION',
  'CHANGE_REQUEST',
  'CHANGE_APPROVED',
  'CHANGE_PAYMENT',
  'CHANGE_DECLINED',
  'RETRUNED',
  'MISSING',
  'CANCELED',
  'DECLINED',
  'COMPLETED',
  'EXPIRED',
] as const
export type BookingStatus = (typeof bookingStatuses)[number]

export const bookingTypes = ['INSTANT', 'NON_INSTANT'] as const
export type BookingType = (typeof bookingTypes)[number]

/** The hirer's two lists. */
export const listTypes = ['Current', 'History'] as const
export type ListType = (typeof listTypes)[number]

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6

/** Dollars with at most two decimals, from `lowest` to one million. */
/* @__NO_SIDE_EFFECTS__ */
export const moneyField = (lowest = 0) =>
  refine(
    min(max(number(), 1_000_000), lowest),
    'money',
    (value) =>
      (Number.isFinite(value) && twoDecimals(value)) ||
      'must be an amount in dollars with at most two decimals',
  )

/** An epoch-ms day between 2000 and 2100. */
/* @__NO_SIDE_EFFECTS__ */
export const dayField = () => min(max(integer(), 4_102_444_800_000), 946_684_800_000)

/** Minutes from midnight, 0 to 1440 (the end of the day). */
/* @__NO_SIDE_EFFECTS__ */
export const minutesField = () => min(max(integer(), 1440), 0)

/** Units (products) or people (experiences) on one booking. */
/* @__NO_SIDE_EFFECTS__ */
export const countField = () => min(max(integer(), 1000), 1)

/** 'YYYYMMDD', a real calendar date. */
export function isYmd(value: string): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}
/* @__NO_SIDE_EFFECTS__ */
export const ymdField = () =>
  rule(string(), (value) => (isYmd(value) ? null : bookingMessages.properDate))

/** A required reason or description (cancel, dispute, damage): 1000 characters at most. */
export function checkReason(value: string): string | null {
  if (!value.trim()) return bookingMessages.fieldRequired
  return value.length > 1000 ? bookingApiMessages.textTooLong : null
}
/** A missing reason reads as an empty one, so it gets the spec's 'field is required'. */
/* @__NO_SIDE_EFFECTS__ */
export const reasonField = () => defaulted(rule(string(), checkReason), '')

/** Optional text (a damage description when nothing was damaged). */
/* @__NO_SIDE_EFFECTS__ */
export const noteField = () =>
  rule(string(), (value) => (value.length > 1000 ? bookingApiMessages.textTooLong : null))

/** Uploaded media URLs (POST /media-upload answers them): up to 10. */
/* @__NO_SIDE_EFFECTS__ */
export const mediaList = () => size(array(size(string(), 1, 1000)), 0, 10)

/**
 * `struct`, also accepting the other spellings the spec gives for its fields (`id` for
 * `bookingId`, `desc` for `description`); the schema's own name wins when both are sent.
 */
/* @__NO_SIDE_EFFECTS__ */
export function aliased<T, S>(struct: Struct<T, S>, map: Record<string, string>) {
  return coerce(struct, object(), (value: Record<string, unknown>) => {
    const out: Record<string, unknown> = { ...value }
    for (const [other, name] of Object.entries(map)) {
      if (out[name] === undefined && out[other] !== undefined) out[name] = out[other]
    }
    return out
  })
}
