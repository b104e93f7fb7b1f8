/**
 * Every rule of the listing wizard's steps 1 to 4 with the spec's messages (part 3 section
 * 5). Each check answers the first message that applies, or null. The wizard runs them on
 * its text fields; the server runs `checkListing` on the payload, so both refuse the same
 * listings with the same words.
 */
import type { PriceTypeCode } from '../../contract/catalogue/catalogue.ts'
import { listingLimits, videoExtensions } from '../../contract/listings/calls.ts'
import type { ListingPayload } from '../../contract/listings/listing.ts'
import { listingMessages as m } from '../../contract/listings/messages.ts'
import { type DurationType, enabledPriceTypes, hoursPerUnit } from './durations.ts'
import { checkDaySlots } from './opening-times.ts'

const L = listingLimits
const digitsOnly = /^\d+$/

// Step 1

export function checkItemName(name: string): string | null {
  const text = name.trim()
  if (!text) return m.nameEmpty
  if (text.length < L.nameMin) return m.nameShort
  if (text.length > L.nameMax) return m.nameLong
  return null
}

export function checkUnits(text: string): string | null {
  if (!digitsOnly.test(text) || Number(text) < 1) return m.unitsMin
  if (Number(text) > L.unitsMax) return m.unitsMax
  return null
}

export function checkCategory(categoryId: string | null | undefined): string | null {
  return categoryId ? null : m.categoryRequired
}

/** 'all' (the All chip) is a choice: the listing sits in the whole category. */
export function checkSubCategory(subCategoryId: string | null | undefined): string | null {
  return subCategoryId ? null : m.subCategoryRequired
}

// Step 2

export interface MediaFile {
  name: string
  size: number
  /** MIME type as the browser reports it ('' when unknown) */
  type: string
}

export function isVideoFile(file: MediaFile): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  return (videoExtensions as readonly string[]).includes(extension)
}

/** A file picked for step 2: an image, or a video with a listed extension, under 51 MB. */
export function checkMediaFile(file: MediaFile): string | null {
  if (file.size > L.fileMaxBytes) return m.fileTooLarge
  if (isVideoFile(file) || file.type.startsWith('image/')) return null
  return m.mediaType
}

/** Adding files to what is there: at most 5, at most 1 video. */
export function checkMediaAdd(
  current: readonly { type: 1 | 2 }[],
  picked: readonly MediaFile[],
): string | null {
  if (current.length + picked.length > L.mediaMax) return m.mediaTooMany
  const videos =
    current.filter((item) => item.type === 2).length + picked.filter(isVideoFile).length
  if (videos > L.videoMax) return m.videoTooMany
  for (const file of picked) {
    const problem = checkMediaFile(file)
    if (problem) return problem
  }
  return null
}

/** The saved list: 1 to 5 items, at least one image, at most one video. */
export function checkMediaList(media: readonly { type: 1 | 2 }[]): string | null {
  if (media.length > L.mediaMax) return m.mediaTooMany
  if (media.filter((item) => item.type === 2).length > L.videoMax) return m.videoTooMany
  if (!media.some((item) => item.type === 1)) return m.imageRequired
  return null
}

export function checkDescription(text: string): string | null {
  const trimmed = text.trim()
  if (trimmed.length < L.textMin) return m.descriptionShort
  if (trimmed.length > L.descriptionMax) return m.descriptionLong
  return null
}

export function checkAddress(text: string): string | null {
  return text.trim().length < L.textMin ? m.addressShort : null
}

export function checkPlace(city: string, state: string): string | null {
  return city.trim().length < L.textMin || state.trim().length < L.textMin ? m.placeShort : null
}

export function checkUploadsDone(pending: number): string | null {
  return pending > 0 ? m.uploading : null
}

// Step 3

export interface DurationInput {
  type: DurationType
  /** digits as typed */
  value: string
}

/** Keys the duration and group inputs refuse (number inputs would take them). */
export const blockedNumberKeys: readonly string[] = ['e', 'E', '+', '-', '.']

export function checkMinDuration(duration: DurationInput): string | null {
  if (!digitsOnly.test(duration.value) || Number(duration.value) < 1) return m.durationMin
  if (duration.type === 4 && Number(duration.value) > L.hoursMax) return m.hoursMax
  if (Number(duration.value) > L.durationMax) return m.durationMin
  return null
}

export function checkMaxDuration(min: DurationInput, max: DurationInput): string | null {
  if (!digitsOnly.test(max.value) || Number(max.value) < 1) return m.durationMaxGreater
  if (max.type === 4 && Number(max.value) > L.hoursMax) return m.hoursMax
  // An hours maximum cannot follow a minimum in a larger unit.
  if (max.type === 4 && min.type !== 4) return m.durationMaxGreater
  const minHours = Number(min.value) * hoursPerUnit[min.type]
  const maxHours = Number(max.value) * hoursPerUnit[max.type]
  if (maxHours <= minHours || Number(max.value) > L.durationMax) return m.durationMaxGreater
  return null
}

export function checkGroup(minText: string, maxText: string, noMax: boolean): string | null {
  if (!digitsOnly.test(minText) || Number(minText) < 1) return m.groupMin
  if (Number(minText) > L.groupMax) return m.groupMin
  if (noMax) return null
  if (!digitsOnly.test(maxText) || Number(maxText) <= Number(minText)) return m.groupMaxGreater
  if (Number(maxText) > L.groupMax) return m.groupMaxGreater
  return null
}

// Step 4

/**
 * One price as typed: required, 1 to 10000, at most two decimals. A number with more
 * decimals ('12.345') is refused for them, not for the $1 minimum it may well pass.
 */
export function checkPrice(text: string): string | null {
  const trimmed = text.trim()
  if (!trimmed) return m.priceRequired
  if (/^\d*\.\d{3,}$/.test(trimmed)) return m.priceDecimals
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return m.priceAtLeastOne
  const amount = Number(trimmed)
  if (amount > L.priceMax) return m.priceMax
  if (amount < L.priceMin) return m.priceAtLeastOne
  return null
}

export interface PriceInput {
  type: PriceTypeCode
  on: boolean
  amount: string
}

/** The price list: every switched-on period priced, at least one, and only enabled ones. */
export function checkPrices(prices: readonly PriceInput[], enabled: readonly PriceTypeCode[]) {
  const chosen = prices.filter((price) => price.on)
  if (chosen.length === 0) return m.priceAtLeastOne
  for (const price of chosen) {
    if (!enabled.includes(price.type)) return m.priceNotAllowed
    const problem = checkPrice(price.amount)
    if (problem) return problem
  }
  return null
}

/** Digits only; empty or 0 means no bond. */
export function checkBond(text: string): string | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  if (!digitsOnly.test(trimmed) || Number(trimmed) > L.bondMax) return m.bondInvalid
  return null
}

export function isPdfName(name: string): boolean {
  return /\.pdf$/i.test(name.split('?')[0] ?? '')
}

/** Own terms are needed when the marketplace's do not apply. */
export function checkTerms(applyOwnTerms: boolean, doc: string | null | undefined): string | null {
  if (!applyOwnTerms) return null
  if (!doc) return m.termsRequired
  return isPdfName(doc) ? null : m.termsPdfOnly
}

/** A terms file picked in step 4. */
export function checkTermsFile(file: MediaFile): string | null {
  if (file.size > L.fileMaxBytes) return m.fileTooLarge
  return isPdfName(file.name) ? null : m.termsPdfOnly
}

/** The whole payload, in wizard order: what POST /items and PUT /items refuse. */
export function checkListing(listing: ListingPayload): string | null {
  const product = listing.itemCategoryType === 2
  const min = {
    type: listing.minimumHireDuration.type,
    value: String(listing.minimumHireDuration.value),
  }
  const max = listing.maximumHireDuration
  const noMax = listing.isNoMaxHireDuration === true || !max
  const group = listing.itemCategoryType === 1 && listing.isGroupBooking === true
  const checks: (() => string | null)[] = [
    () => checkItemName(listing.itemName),
    () => (product ? checkUnits(String(listing.availableUnits ?? '')) : null),
    () => checkCategory(listing.categories._id),
    () => (listing.categories.subCategoryId === undefined ? m.subCategoryRequired : null),
    () => checkMediaList(listing.media),
    () => checkDescription(listing.itemDescription),
    () => checkAddress(listing.address),
    () => checkPlace(listing.city, listing.state),
    () => checkDaySlots(listing.pickUpDaysAndTime, listing.isSameAsBusinessHour === true),
    () => checkMinDuration(min),
    () =>
      noMax || !max ? null : checkMaxDuration(min, { type: max.type, value: String(max.value) }),
    () =>
      group
        ? checkGroup(
            String(listing.minimumGroupNumber ?? ''),
            String(listing.maximumGroupNumber ?? ''),
            listing.isNoMaxGroup === true,
          )
        : null,
    () =>
      checkPrices(
        listing.price.map((price) => ({
          type: price.type,
          on: true,
          amount: String(price.amount),
        })),
        enabledPriceTypes(min.type, noMax || !max ? null : max.type),
      ),
    () =>
      new Set(listing.price.map((p) => p.type)).size === listing.price.length
        ? null
        : m.priceNotAllowed,
    () => checkBond(String(listing.bond ?? '')),
    () => checkTerms(!listing.isApplyTermsAndCond, listing.termsAndCondDoc),
  ]
  for (const check of checks) {
    const problem = check()
    if (problem) return problem
  }
  return null
}
