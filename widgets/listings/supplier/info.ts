/**
 * What the supplier pages say, as pure functions so the server render and the islands print
 * the same text: the rating rule, the first tags and reviews, labels, dates, opening hours
 * and the links between the pages.
 */

import type { PublicProfile } from '../../../shared/contract/account/profile.ts'
import type { Tag } from '../../../shared/contract/catalogue/catalogue.ts'
import { weekdays } from '../../../shared/contract/catalogue/items.ts'
import {
  type BusinessHours,
  type SupplierListType,
  supplierLimits,
} from '../../../shared/contract/supplier/profiles.ts'
import { clockTime as formatMinutes } from '../../../shared/format/clock.ts'
import { monthNames } from '../../../shared/format/days.ts'

/** The first `count` entries and how many more there are. */
export function firstOf<T>(list: readonly T[] | null | undefined, count: number) {
  const all = list ?? []
  return { shown: all.slice(0, count), hidden: Math.max(0, all.length - count) }
}

export const firstTags = (tags: readonly Tag[] | null | undefined) =>
  firstOf(tags, supplierLimits.tagsShown)

/** The spec's 'Show all N reviews'; shown only when there are more than the first 6. */
export const showAllReviewsLabel = (total: number) => `Show all ${total} reviews`

/** The profile's display name: the company for a business, else first and last name. */
export function supplierName(
  profile: Pick<PublicProfile, 'name' | 'firstName' | 'lastName' | 'companyName' | 'userType'>,
): string {
  if (profile.userType === 'BUSINESS' && profile.companyName) return profile.companyName
  const person = [profile.firstName, profile.lastName].filter(Boolean).join(' ').trim()
  return person || profile.name || 'Supplier'
}

/**
 * The calendar date in Sydney time: the market's own clock, and the same on the server and
 * in any browser, so hydration never disagrees about a date.
 */
function sydneyParts(iso: string): { day: number; month: number; year: number } | null {
  const time = Date.parse(iso)
  if (!Number.isFinite(time)) return null
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).formatToParts(new Date(time))
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value)
  return { day: part('day'), month: part('month') - 1, year: part('year') }
}

/** '02 Nov. 2026' (the spec's DD MMM. YYYY); '' for a date that does not parse. */
export function formatReviewDate(iso: string): string {
  const parts = sydneyParts(iso)
  if (!parts) return ''
  return `${String(parts.day).padStart(2, '0')} ${monthNames[parts.month]?.slice(0, 3)}. ${parts.year}`
}

/** 'Member since November 2026'; null without a date. */
export function memberSince(iso: string | null | undefined): string | null {
  const parts = iso ? sydneyParts(iso) : null
  return parts ? `Member since ${monthNames[parts.month]} ${parts.year}` : null
}

/** Minutes from midnight as '9:00 am'. */
export { formatMinutes }

export interface HoursRow {
  day: string
  hours: string
  open: boolean
}

/** Every weekday, Monday first, with its hours or 'Closed'. */
export function openingHours(hours: readonly BusinessHours[] | null | undefined): HoursRow[] {
  const byDay = new Map((hours ?? []).map((slot) => [slot.day, slot]))
  return weekdays.map((day) => {
    const slot = byDay.get(day)
    const name = day.charAt(0).toUpperCase() + day.slice(1)
    return slot
      ? {
          day: name,
          hours: `${formatMinutes(slot.open)} to ${formatMinutes(slot.close)}`,
          open: true,
        }
      : { day: name, hours: 'Closed', open: false }
  })
}

const encode = encodeURIComponent
export const supplierLinks = {
  profile: (userId: string) => `/supplier/profile/${encode(userId)}`,
  page: (userId: string) => `/supplier/${encode(userId)}`,
  items: (type: SupplierListType, userId: string) => `/supplier/items/${type}/${encode(userId)}`,
  item: (itemId: string) => `/equipments/${encode(itemId)}`,
}
