import { describe, expect, it } from 'vitest'
import { bookingApiMessages, bookingMessages } from '../../contract/booking/messages.ts'
import { itemKind } from '../../contract/catalogue/catalogue.ts'
import {
  checkReason,
  checkReport,
  checkUploaded,
  damageText,
  type ReportDraft,
} from './report-form.ts'

const draft = (overrides: Partial<ReportDraft> = {}): ReportDraft => ({
  itemCategoryType: itemKind.product,
  media: ['https://example.test/a.jpg'],
  damaged: false,
  damageDescription: '',
  ...overrides,
})

describe('checkReport', () => {
  it.each([
    ['a product with a photo', {}, {}],
    ['a product without photos', { media: [] }, { media: bookingMessages.imageRequired }],
    ['an experience without photos', { itemCategoryType: itemKind.experience, media: [] }, {}],
    [
      'damage without a description',
      { damaged: true },
      { damageDescription: bookingMessages.fieldRequired },
    ],
    [
      'damage with a blank description',
      { damaged: true, damageDescription: '   ' },
      { damageDescription: bookingMessages.fieldRequired },
    ],
    ['damage described', { damaged: true, damageDescription: 'Scratched lid' }, {}],
    [
      'a description too long',
      { damaged: true, damageDescription: 'x'.repeat(1001) },
      { damageDescription: bookingApiMessages.textTooLong },
    ],
    ['no damage, a stale description', { damageDescription: 'x'.repeat(1001) }, {}],
    [
      'everything missing',
      { media: [], damaged: true },
      { media: bookingMessages.imageRequired, damageDescription: bookingMessages.fieldRequired },
    ],
  ] as const)('%s', (_, overrides, problems) => {
    expect(checkReport(draft(overrides))).toEqual(problems)
  })
  it('sends a description only with declared damage', () => {
    expect(damageText({ damaged: false, damageDescription: 'old' })).toBe('')
    expect(damageText({ damaged: true, damageDescription: ' Dent ' })).toBe('Dent')
  })
})

describe('reasons, disputes and uploads', () => {
  it.each([
    ['', bookingMessages.fieldRequired],
    ['  ', bookingMessages.fieldRequired],
    ['Plans changed', null],
    ['x'.repeat(1000), null],
    ['x'.repeat(1001), bookingApiMessages.textTooLong],
  ])('%j -> %s', (reason, message) => {
    expect(checkReason(reason)).toBe(message)
  })
  it('says so when an upload answers without a URL', () => {
    expect(checkUploaded('')).toBe(bookingMessages.technicalIssue)
    expect(checkUploaded(undefined)).toBe(bookingMessages.technicalIssue)
    expect(checkUploaded('https://example.test/a.jpg')).toBeNull()
  })
})
