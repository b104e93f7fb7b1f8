import { afterEach, describe, expect, it } from 'vitest'
import { startWizard, wizardActive } from '../lib/wizard-session.ts'
import {
  endReturnPickup,
  enterReturnPickup,
  readReturnPickup,
  returnBodyOf,
  saveReturnDraft,
  saveReturnReport,
  saveReturnReview,
  startReturnPickup,
} from './return-wizard.ts'
import { enterStandardPayment, markStandardPaid, readStandardPaid } from './standard-wizard.ts'

afterEach(() => sessionStorage.clear())

const report = { media: ['https://api.test/media/a.jpg'], damaged: false, damageDescription: '' }

describe('the /booking/confirm guard (enterReturnPickup)', () => {
  it('has nothing to go on without the query or a running wizard', () => {
    expect(enterReturnPickup(null)).toBeNull()
    expect(enterReturnPickup('  ')).toBeNull()
    expect(wizardActive('ReturnPickup')).toBe(false)
  })

  it('starts the wizard for the booking of the query, ending the others', () => {
    startWizard('Overdue', { bookingId: 'b-0' })
    expect(enterReturnPickup('b-1')).toEqual({ bookingId: 'b-1' })
    expect(readReturnPickup()).toEqual({ bookingId: 'b-1' })
    expect(wizardActive('Overdue')).toBe(false)
  })

  it('resumes the running wizard (a reload, back from the terms) with its draft', () => {
    startReturnPickup('b-1')
    saveReturnDraft({ ...report, damaged: true, damageDescription: 'Dent' })
    const draft = { ...report, damaged: true, damageDescription: 'Dent' }
    expect(enterReturnPickup(null)).toEqual({ bookingId: 'b-1', draft })
    expect(enterReturnPickup('b-1')).toEqual({ bookingId: 'b-1', draft })
  })

  it('starts afresh for another booking', () => {
    startReturnPickup('b-1')
    saveReturnDraft(report)
    expect(enterReturnPickup('b-2')).toEqual({ bookingId: 'b-2' })
  })

  it('ignores a wizard whose data is not ours', () => {
    sessionStorage.setItem('hire:ReturnPickup', JSON.stringify({ id: 'x' }))
    expect(enterReturnPickup(null)).toBeNull()
    sessionStorage.setItem('hire:ReturnPickup', '{broken')
    expect(readReturnPickup()).toBeNull()
  })

  it('ends with the pick-up or the return', () => {
    startReturnPickup('b-1')
    endReturnPickup()
    expect(enterReturnPickup(null)).toBeNull()
  })
})

describe('the return report the rating and tip pages finish', () => {
  it('keeps the report and the review; nothing is saved without a running wizard', () => {
    expect(saveReturnReport(report)).toBe(false)
    startReturnPickup('b-1')
    expect(saveReturnReport(report)).toBe(true)
    const review = { rating: 4, reviewTags: [{ tagId: 't1', tagName: 'Friendly' }] }
    saveReturnReview(review)
    expect(readReturnPickup()).toEqual({ bookingId: 'b-1', draft: report, report, review })
  })

  it('builds PUT /items/return: no body before Continue, the tip only when chosen', () => {
    expect(returnBodyOf({ bookingId: 'b-1' })).toBeNull()
    const damaged = { media: report.media, damaged: true, damageDescription: '  Cracked lid ' }
    const review = { rating: 5, reviewTags: [{ tagId: 't1', tagName: 'Friendly' }] }
    expect(returnBodyOf({ bookingId: 'b-1', report: damaged, review })).toEqual({
      bookingId: 'b-1',
      anyDamaged: true,
      damageDescription: 'Cracked lid',
      media: report.media,
      review,
    })
    expect(
      returnBodyOf(
        { bookingId: 'b-1', report: { ...report, damageDescription: 'left over' } },
        { tipAmount: 12.5, cardId: 'card-1' },
      ),
    ).toEqual({
      bookingId: 'b-1',
      anyDamaged: false,
      damageDescription: '',
      media: report.media,
      tip: { tipAmount: 12.5, cardId: 'card-1', paymentMethod: 'STRIPE' },
    })
  })
})

describe('the Standard wizard guards', () => {
  it('/booking/standardpayment: the query or the running wizard', () => {
    expect(enterStandardPayment(undefined)).toBeNull()
    expect(enterStandardPayment('b-1')).toEqual({ bookingId: 'b-1' })
    expect(enterStandardPayment(null)).toEqual({ bookingId: 'b-1' })
  })

  it('/booking/standardpaymentsuccess: only once paid; the pick-up wizard ends it', () => {
    enterStandardPayment('b-1')
    expect(readStandardPaid()).toBeNull()
    expect(markStandardPaid('b-1', { charged: 60 })).toBe(true)
    expect(readStandardPaid()).toEqual({ bookingId: 'b-1', paid: { charged: 60 } })
    startReturnPickup('b-1')
    expect(readStandardPaid()).toBeNull()
  })

  it('is not marked paid when it is not running', () => {
    expect(markStandardPaid('b-1', { charged: 60 })).toBe(false)
    expect(readStandardPaid()).toBeNull()
  })
})
