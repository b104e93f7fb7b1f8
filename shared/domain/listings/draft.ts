/**
 * The wizard's draft: what the five steps fill in, as typed (text fields stay text until
 * the payload is built). A new listing's draft is kept in browser storage between visits;
 * an edit's draft starts from the item (`draftFromItem`).
 */
import type { PriceTypeCode } from '../../contract/catalogue/catalogue.ts'
import type { ItemDetail } from '../../contract/catalogue/items.ts'
import type { OwnerFields } from '../../contract/listings/listing.ts'
import type { DurationType } from './durations.ts'
import { type DayRow, toRows } from './opening-times.ts'
import type { PriceInput } from './rules.ts'

export interface DraftMedia {
  url: string
  thumbnailImage: string
  type: 1 | 2
}

export interface ListingDraft {
  itemName: string
  itemCategoryType: 1 | 2 | null
  availableUnits: string
  categoryId: string | null
  /** a subcategory id, 'all' (the All chip) or null (none chosen yet) */
  subCategoryId: string | null
  tagIds: string[]
  media: DraftMedia[]
  itemDescription: string
  address: string
  city: string
  state: string
  latitude: number | null
  longitude: number | null
  days: DayRow[]
  isSameAsBusinessHour: boolean
  minDuration: { type: DurationType; value: string }
  maxDuration: { type: DurationType; value: string }
  isNoMaxHireDuration: boolean
  isGroupBooking: boolean
  minGroup: string
  maxGroup: string
  isNoMaxGroup: boolean
  prices: PriceInput[]
  bond: string
  instantBooking: boolean
  isInsuranceAvailable: boolean
  /** true: the marketplace's terms apply, no own PDF */
  isApplyTermsAndCond: boolean
  termsAndCondDoc: string
}

const allPriceTypes: PriceTypeCode[] = [4, 5, 1, 2, 3]

export function emptyDraft(): ListingDraft {
  return {
    itemName: '',
    itemCategoryType: null,
    availableUnits: '1',
    categoryId: null,
    subCategoryId: null,
    tagIds: [],
    media: [],
    itemDescription: '',
    address: '',
    city: '',
    state: '',
    latitude: null,
    longitude: null,
    days: [],
    isSameAsBusinessHour: false,
    minDuration: { type: 1, value: '1' },
    maxDuration: { type: 1, value: '' },
    isNoMaxHireDuration: false,
    isGroupBooking: false,
    minGroup: '1',
    maxGroup: '',
    isNoMaxGroup: false,
    prices: allPriceTypes.map((type) => ({ type, on: false, amount: '' })),
    bond: '',
    instantBooking: false,
    isInsuranceAvailable: false,
    isApplyTermsAndCond: true,
    termsAndCondDoc: '',
  }
}

const asDuration = (type: number): DurationType =>
  type === 2 || type === 3 || type === 4 ? type : 1

/** An owner's item as a draft, for edit=true and edit=manageItem. */
export function draftFromItem(item: ItemDetail & Partial<OwnerFields>): ListingDraft {
  const base = emptyDraft()
  const min = item.minimumHireDuration
  const max = item.maximumHireDuration
  return {
    ...base,
    itemName: item.itemName,
    itemCategoryType: item.itemCategoryType,
    availableUnits: String(item.availableUnits),
    categoryId: item.categories._id,
    subCategoryId: item.subCategoryId ?? item.categories.subCategories[0]?._id ?? 'all',
    tagIds: item.tagIds ?? item.tags.map((tag) => tag._id),
    media: item.media.map((media) => ({ ...media })),
    itemDescription: item.itemDescription,
    address: item.pickUpLocation.address,
    city: item.pickUpLocation.city,
    state: item.pickUpLocation.state,
    latitude: item.pickUpLocation.latitude,
    longitude: item.pickUpLocation.longitude,
    days: item.isSameAsBusinessHour ? [] : toRows(item.pickUpDaysAndTime),
    isSameAsBusinessHour: item.isSameAsBusinessHour,
    minDuration: { type: asDuration(min?.type ?? 1), value: String(min?.value ?? 1) },
    maxDuration: max ? { type: asDuration(max.type), value: String(max.value) } : base.maxDuration,
    isNoMaxHireDuration: item.isNoMaxHireDuration || !max,
    isGroupBooking: item.isGroupBooking,
    minGroup: String(item.minimumGroupNumber ?? 1),
    maxGroup: item.maximumGroupNumber ? String(item.maximumGroupNumber) : '',
    isNoMaxGroup: item.isNoMaxGroup,
    prices: base.prices.map((slot) => {
      const price = item.price.find((candidate) => candidate.type === slot.type)
      return price ? { ...slot, on: true, amount: String(price.amount) } : slot
    }),
    bond: item.bond ? String(item.bond) : '',
    instantBooking: item.instantBooking,
    isInsuranceAvailable: item.isInsuranceAvailable,
    isApplyTermsAndCond: item.isApplyTermsAndCond,
    termsAndCondDoc: item.ownTermsDoc ?? item.termsAndCondDoc ?? '',
  }
}
