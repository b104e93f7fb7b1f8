import { describe, expect, it } from 'vitest'
import { listingMessages as m } from '../../contract/listings/messages.ts'
import { buildListingPayload } from './payload.ts'
import {
  checkAddress,
  checkBond,
  checkCategory,
  checkDescription,
  checkGroup,
  checkItemName,
  checkListing,
  checkMaxDuration,
  checkMediaAdd,
  checkMediaFile,
  checkMediaList,
  checkMinDuration,
  checkPlace,
  checkPrice,
  checkPrices,
  checkSubCategory,
  checkTerms,
  checkTermsFile,
  checkUnits,
  checkUploadsDone,
} from './rules.ts'
import { validDraft } from './test-draft.ts'

const MB = 1024 * 1024

describe('step 1', () => {
  it.each([
    ['', m.nameEmpty],
    ['   ', m.nameEmpty],
    ['ab', m.nameShort],
    [' ab ', m.nameShort],
    ['abc', null],
    ['x'.repeat(50), null],
    ['x'.repeat(51), m.nameLong],
  ])('item name %j -> %s', (name, message) => expect(checkItemName(name)).toBe(message))

  it.each([
    ['0', m.unitsMin],
    ['', m.unitsMin],
    ['1', null],
    ['1.5', m.unitsMin],
    ['-1', m.unitsMin],
    ['9999', null],
    ['10000', m.unitsMax],
  ])('available units %j -> %s', (units, message) => expect(checkUnits(units)).toBe(message))

  it('needs a category and a subcategory (All counts)', () => {
    expect(checkCategory(null)).toBe(m.categoryRequired)
    expect(checkCategory('c1')).toBeNull()
    expect(checkSubCategory(null)).toBe(m.subCategoryRequired)
    expect(checkSubCategory('all')).toBeNull()
  })
})

describe('step 2', () => {
  it.each([
    [{ name: 'a.jpg', size: 51 * MB, type: 'image/jpeg' }, null],
    [{ name: 'a.jpg', size: 51 * MB + 1, type: 'image/jpeg' }, m.fileTooLarge],
    [{ name: 'clip.MOV', size: 10, type: '' }, null],
    [{ name: 'clip.f4v', size: 10, type: '' }, null],
    [{ name: 'clip.webm', size: 10, type: 'video/webm' }, m.mediaType],
    [{ name: 'notes.pdf', size: 10, type: 'application/pdf' }, m.mediaType],
  ])('file %o -> %s', (file, message) => expect(checkMediaFile(file)).toBe(message))

  it('adds at most 5 files and 1 video', () => {
    const image = { name: 'a.png', size: 1, type: 'image/png' }
    const video = { name: 'v.mp4', size: 1, type: 'video/mp4' }
    const four = Array.from({ length: 4 }, () => ({ type: 1 as const }))
    expect(checkMediaAdd(four, [image])).toBeNull()
    expect(checkMediaAdd(four, [image, image])).toBe(m.mediaTooMany)
    expect(checkMediaAdd([{ type: 2 }], [video])).toBe(m.videoTooMany)
    expect(checkMediaAdd([], [video, video])).toBe(m.videoTooMany)
  })

  it('needs an image among at most 5 media', () => {
    expect(checkMediaList([])).toBe(m.imageRequired)
    expect(checkMediaList([{ type: 2 }])).toBe(m.imageRequired)
    expect(checkMediaList([{ type: 1 }, { type: 2 }])).toBeNull()
    expect(checkMediaList(Array.from({ length: 6 }, () => ({ type: 1 as const })))).toBe(
      m.mediaTooMany,
    )
    expect(checkMediaList([{ type: 1 }, { type: 2 }, { type: 2 }])).toBe(m.videoTooMany)
  })

  it.each([
    ['ab', m.descriptionShort],
    ['abc', null],
    ['x'.repeat(1000), null],
    ['x'.repeat(1001), m.descriptionLong],
  ])('description of %#', (text, message) => expect(checkDescription(text)).toBe(message))

  it('address, city and state have at least 3 letters', () => {
    expect(checkAddress('ab')).toBe(m.addressShort)
    expect(checkAddress('abc')).toBeNull()
    expect(checkPlace('Manly', 'NS')).toBe(m.placeShort)
    expect(checkPlace('Ma', 'NSW')).toBe(m.placeShort)
    expect(checkPlace('Manly', 'NSW')).toBeNull()
  })

  it('blocks saving while uploads run', () => {
    expect(checkUploadsDone(1)).toBe(m.uploading)
    expect(checkUploadsDone(0)).toBeNull()
  })
})

describe('step 3', () => {
  it.each([
    [{ type: 1, value: '0' }, m.durationMin],
    [{ type: 1, value: '' }, m.durationMin],
    [{ type: 1, value: '1e2' }, m.durationMin],
    [{ type: 1, value: '1' }, null],
    [{ type: 4, value: '24' }, null],
    [{ type: 4, value: '25' }, m.hoursMax],
    [{ type: 2, value: '25' }, null],
  ] as const)('minimum %o -> %s', (duration, message) =>
    expect(checkMinDuration(duration)).toBe(message),
  )

  it.each([
    [{ type: 1, value: '2' }, { type: 1, value: '3' }, null],
    [{ type: 1, value: '2' }, { type: 1, value: '2' }, m.durationMaxGreater],
    [{ type: 1, value: '7' }, { type: 2, value: '1' }, m.durationMaxGreater],
    [{ type: 1, value: '6' }, { type: 2, value: '1' }, null],
    [{ type: 4, value: '2' }, { type: 4, value: '3' }, null],
    [{ type: 4, value: '2' }, { type: 4, value: '25' }, m.hoursMax],
    [{ type: 1, value: '1' }, { type: 4, value: '23' }, m.durationMaxGreater],
    [{ type: 4, value: '5' }, { type: 1, value: '1' }, null],
    [{ type: 1, value: '1' }, { type: 1, value: '0' }, m.durationMaxGreater],
    [{ type: 3, value: '1' }, { type: 1, value: '31' }, null],
    [{ type: 3, value: '1' }, { type: 1, value: '30' }, m.durationMaxGreater],
  ] as const)('min %o max %o -> %s', (min, max, message) =>
    expect(checkMaxDuration(min, max)).toBe(message),
  )

  it.each([
    ['0', '', false, m.groupMin],
    ['1', '', true, null],
    ['1', '1', false, m.groupMaxGreater],
    ['1', '2', false, null],
    ['5', '', false, m.groupMaxGreater],
  ])('group %j-%j no max %s -> %s', (min, max, noMax, message) =>
    expect(checkGroup(min, max, noMax)).toBe(message),
  )
})

describe('step 4', () => {
  it.each([
    ['', m.priceRequired],
    ['0.99', m.priceAtLeastOne],
    ['1', null],
    ['1.5', null],
    ['1.55', null],
    ['1.555', m.priceDecimals],
    ['12.345', m.priceDecimals],
    ['0.999', m.priceDecimals],
    ['10000', null],
    ['10000.01', m.priceMax],
    ['abc', m.priceAtLeastOne],
    ['-5', m.priceAtLeastOne],
  ])('price %j -> %s', (text, message) => expect(checkPrice(text)).toBe(message))

  it('needs one switched-on price in an enabled period', () => {
    const off = { type: 1 as const, on: false, amount: '' }
    expect(checkPrices([off], [1])).toBe(m.priceAtLeastOne)
    expect(checkPrices([{ ...off, on: true }], [1])).toBe(m.priceRequired)
    expect(checkPrices([{ ...off, on: true, amount: '20' }], [1])).toBeNull()
    expect(checkPrices([{ ...off, on: true, amount: '20' }], [4])).toBe(m.priceNotAllowed)
  })

  it.each([
    ['', null],
    ['0', null],
    ['150', null],
    ['15.5', m.bondInvalid],
    ['-1', m.bondInvalid],
    ['abc', m.bondInvalid],
    ['100001', m.bondInvalid],
  ])('bond %j -> %s', (text, message) => expect(checkBond(text)).toBe(message))

  it('needs an own PDF only when the marketplace terms do not apply', () => {
    expect(checkTerms(false, '')).toBeNull()
    expect(checkTerms(true, '')).toBe(m.termsRequired)
    expect(checkTerms(true, 'https://x/media/uploads/terms.PDF')).toBeNull()
    expect(checkTerms(true, 'https://x/media/uploads/terms.docx')).toBe(m.termsPdfOnly)
    expect(checkTermsFile({ name: 'terms.pdf', size: 10, type: 'application/pdf' })).toBeNull()
    expect(checkTermsFile({ name: 'terms.txt', size: 10, type: 'text/plain' })).toBe(m.termsPdfOnly)
  })
})

describe('the whole payload', () => {
  it('accepts a complete draft', () => {
    expect(checkListing(buildListingPayload(validDraft()))).toBeNull()
  })

  it.each([
    [{ itemName: 'ab' }, m.nameShort],
    [{ itemCategoryType: 2, availableUnits: 0 }, m.unitsMin],
    [{ media: [] }, m.imageRequired],
    [{ pickUpDaysAndTime: [] }, m.oneDayRequired],
    [{ pickUpDaysAndTime: [], isSameAsBusinessHour: true }, null],
    [{ price: [] }, m.priceAtLeastOne],
    [{ price: [{ type: 4, amount: 20 }] }, m.priceNotAllowed],
    [{ price: [{ type: 1, amount: 12.345 }] }, m.priceDecimals],
    [{ bond: 12.5 }, m.bondInvalid],
    [{ isApplyTermsAndCond: false }, m.termsRequired],
    [{ categories: { _id: '00000000-0000-4000-8000-000000000001' } }, m.subCategoryRequired],
  ] as const)('refuses %o with %s', (change, message) => {
    const payload = { ...buildListingPayload(validDraft()), ...change }
    expect(checkListing(payload as never)).toBe(message)
  })
})
