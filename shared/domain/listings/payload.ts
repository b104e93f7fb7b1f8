/**
 * The listing payload from the wizard's draft (spec part 3 sections 4 and 5): times as
 * minutes from midnight; the maximum duration, the maximum group and the own terms PDF are
 * sent only when their flags allow; periods switched off are not sent. New listings are
 * posted; both edit modes (edit=true, edit=manageItem) put with the item's id.
 */
import type { ListingPayload, ListingUpdatePayload } from '../../contract/listings/listing.ts'
import type { ListingDraft } from './draft.ts'
import { enabledPriceTypes } from './durations.ts'
import type { WizardMode } from './mode.ts'
import { toSlots } from './opening-times.ts'

export { type WizardMode, wizardMode } from './mode.ts'

export const wizardStepPath = (step: 1 | 2 | 3 | 4 | 5, mode: WizardMode): string => {
  const path = `/listing/add-listing-${step}`
  if (mode === 'edit') return `${path}?edit=true`
  if (mode === 'manageItem') return `${path}?edit=manageItem`
  return path
}

/** Continue from a step: the next step, or back to the review in manageItem mode. */
export function nextStepPath(step: 1 | 2 | 3 | 4, mode: WizardMode): string {
  if (mode === 'manageItem') return wizardStepPath(5, mode)
  return wizardStepPath((step + 1) as 2 | 3 | 4 | 5, mode)
}

/** Where the wizard ends after saving. */
export function finishPath(mode: WizardMode, itemId: string | null): string {
  if (mode === 'new') return '/listing/add-listing-success'
  return itemId
    ? `/listing/manage-listing/${encodeURIComponent(itemId)}`
    : '/listing/manage-listing'
}

const whole = (text: string) => Number.parseInt(text, 10)

export function buildListingPayload(draft: ListingDraft): ListingPayload {
  const product = draft.itemCategoryType === 2
  const group = !product && draft.isGroupBooking
  const minDuration = { type: draft.minDuration.type, value: whole(draft.minDuration.value) }
  const enabled = enabledPriceTypes(
    draft.minDuration.type,
    draft.isNoMaxHireDuration ? null : draft.maxDuration.type,
  )
  const payload: ListingPayload = {
    itemName: draft.itemName.trim(),
    itemCategoryType: product ? 2 : 1,
    availableUnits: product ? whole(draft.availableUnits) : 1,
    categories: {
      _id: draft.categoryId ?? '',
      subCategoryId: draft.subCategoryId === 'all' ? null : draft.subCategoryId,
      tags: [...draft.tagIds],
    },
    media: draft.media.map(({ url, thumbnailImage, type }) => ({ url, thumbnailImage, type })),
    itemDescription: draft.itemDescription.trim(),
    address: draft.address.trim(),
    city: draft.city.trim(),
    state: draft.state.trim(),
    latitude: draft.latitude ?? 0,
    longitude: draft.longitude ?? 0,
    pickUpDaysAndTime: draft.isSameAsBusinessHour ? [] : toSlots(draft.days),
    isSameAsBusinessHour: draft.isSameAsBusinessHour,
    minimumHireDuration: minDuration,
    isNoMaxHireDuration: draft.isNoMaxHireDuration,
    isGroupBooking: group,
    isNoMaxGroup: group ? draft.isNoMaxGroup : false,
    price: draft.prices
      .filter((price) => price.on && enabled.includes(price.type))
      .map((price) => ({ type: price.type, amount: Number(price.amount) })),
    bond: draft.bond.trim() ? Number(draft.bond) : 0,
    instantBooking: draft.instantBooking,
    isInsuranceAvailable: draft.isInsuranceAvailable,
    isApplyTermsAndCond: draft.isApplyTermsAndCond,
  }
  if (!draft.isNoMaxHireDuration) {
    payload.maximumHireDuration = {
      type: draft.maxDuration.type,
      value: whole(draft.maxDuration.value),
    }
  }
  if (group) {
    payload.minimumGroupNumber = whole(draft.minGroup)
    if (!draft.isNoMaxGroup) payload.maximumGroupNumber = whole(draft.maxGroup)
  }
  if (!draft.isApplyTermsAndCond) payload.termsAndCondDoc = draft.termsAndCondDoc
  return payload
}

/** PUT /items in both edit modes: the same fields and the item's id. */
export function buildListingUpdate(draft: ListingDraft, itemId: string): ListingUpdatePayload {
  return { ...buildListingPayload(draft), itemId }
}
