import { describe, expect, it } from 'vitest'
import { draftFromItem } from './draft.ts'
import {
  buildListingPayload,
  buildListingUpdate,
  finishPath,
  nextStepPath,
  wizardMode,
  wizardStepPath,
} from './payload.ts'
import { validDraft } from './test-draft.ts'

describe('the listing payload', () => {
  it('sends times as minutes and only switched-on, enabled prices', () => {
    const payload = buildListingPayload(
      validDraft({
        prices: validDraft().prices.map((price) =>
          price.type === 4 ? { ...price, on: true, amount: '5' } : price,
        ),
      }),
    )
    expect(payload.pickUpDaysAndTime).toEqual([{ day: 'monday', startTime: 540, endTime: 1020 }])
    expect(payload.price).toEqual([{ type: 1, amount: 45.5 }])
    expect(payload.maximumHireDuration).toEqual({ type: 2, value: 2 })
    expect(payload.availableUnits).toBe(2)
    expect(payload.bond).toBe(100)
  })

  it('sends no maximum with no-max, and no terms document when the terms apply', () => {
    const payload = buildListingPayload(
      validDraft({ isNoMaxHireDuration: true, termsAndCondDoc: 'https://x/t.pdf' }),
    )
    expect(payload).not.toHaveProperty('maximumHireDuration')
    expect(payload).not.toHaveProperty('termsAndCondDoc')
    const own = buildListingPayload(
      validDraft({ isApplyTermsAndCond: false, termsAndCondDoc: 'https://x/t.pdf' }),
    )
    expect(own.termsAndCondDoc).toBe('https://x/t.pdf')
  })

  it('sends group numbers for experiences only, no maximum with no-max-group', () => {
    const experience = validDraft({
      itemCategoryType: 1,
      isGroupBooking: true,
      minGroup: '2',
      maxGroup: '8',
    })
    expect(buildListingPayload(experience)).toMatchObject({
      itemCategoryType: 1,
      availableUnits: 1,
      minimumGroupNumber: 2,
      maximumGroupNumber: 8,
    })
    const noMax = buildListingPayload({ ...experience, isNoMaxGroup: true })
    expect(noMax.minimumGroupNumber).toBe(2)
    expect(noMax).not.toHaveProperty('maximumGroupNumber')
    expect(buildListingPayload(validDraft({ isGroupBooking: true }))).not.toHaveProperty(
      'minimumGroupNumber',
    )
  })

  it('sends All as no subcategory', () => {
    expect(buildListingPayload(validDraft({ subCategoryId: 'all' })).categories.subCategoryId).toBe(
      null,
    )
  })

  it('puts edits with the item id', () => {
    expect(buildListingUpdate(validDraft(), 'item-1')).toMatchObject({
      itemId: 'item-1',
      itemName: 'Sea kayak',
    })
  })
})

describe('wizard modes', () => {
  it('reads the edit query', () => {
    expect(wizardMode(null)).toBe('new')
    expect(wizardMode('true')).toBe('edit')
    expect(wizardMode('manageItem')).toBe('manageItem')
    expect(wizardMode('other')).toBe('new')
  })
  it('walks the steps, or returns to the review in manageItem mode', () => {
    expect(nextStepPath(1, 'new')).toBe('/listing/add-listing-2')
    expect(nextStepPath(3, 'edit')).toBe('/listing/add-listing-4?edit=true')
    expect(nextStepPath(2, 'manageItem')).toBe('/listing/add-listing-5?edit=manageItem')
    expect(wizardStepPath(1, 'manageItem')).toBe('/listing/add-listing-1?edit=manageItem')
  })
  it('ends on the success page, or the item in the edit modes', () => {
    expect(finishPath('new', 'i')).toBe('/listing/add-listing-success')
    expect(finishPath('manageItem', 'i')).toBe('/listing/manage-listing/i')
    expect(finishPath('edit', 'i')).toBe('/listing/manage-listing/i')
  })
})

describe('an owner item as a draft', () => {
  it('round-trips through the payload', () => {
    const draft = validDraft()
    const payload = buildListingPayload(draft)
    const item = {
      _id: 'item-1',
      itemName: payload.itemName,
      itemCategoryType: 2,
      availableUnits: 2,
      categories: { _id: payload.categories._id, name: 'c', icon: '', subCategories: [] },
      subCategoryId: payload.categories.subCategoryId,
      tagIds: payload.categories.tags,
      tags: [],
      media: payload.media,
      itemDescription: payload.itemDescription,
      pickUpLocation: {
        address: '12 The Corso',
        city: 'Manly',
        state: 'NSW',
        latitude: -33.8,
        longitude: 151.28,
      },
      pickUpDaysAndTime: payload.pickUpDaysAndTime,
      isSameAsBusinessHour: false,
      minimumHireDuration: { type: 1, value: 1 },
      maximumHireDuration: { type: 2, value: 2 },
      isNoMaxHireDuration: false,
      isGroupBooking: false,
      minimumGroupNumber: null,
      maximumGroupNumber: null,
      isNoMaxGroup: false,
      price: [{ type: 1, amount: 45.5 }],
      bond: 100,
      instantBooking: false,
      isInsuranceAvailable: false,
      isApplyTermsAndCond: true,
      termsAndCondDoc: null,
    }
    const again = buildListingPayload(draftFromItem(item as never))
    expect(again).toEqual({ ...payload })
  })
})
