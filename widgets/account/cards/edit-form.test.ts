import { describe, expect, it } from 'vitest'
import type { Card } from '../../../shared/contract/checkout/payments.ts'
import { editBody, editErrors, initialDraft } from './edit-form.ts'

const card: Card = {
  id: 'c1',
  name: 'Harriet Hirer',
  last4: '4242',
  exp_month: 3,
  exp_year: 2029,
  brand: 'visa',
}
const now = Date.parse('2026-05-10T12:00:00Z')

describe('edit card form rules', () => {
  it('starts from the saved name and expiry as MM/YY', () => {
    expect(initialDraft(card)).toEqual({ name: 'Harriet Hirer', expiry: '03/29' })
  })

  it.each([
    ['', 'Please Enter valid expiry date'],
    ['13/29', 'Please Enter valid expiry date'],
    ['00/29', 'Please Enter valid expiry date'],
    ['1/29', 'Please Enter valid expiry date'],
    ['0429', 'Please Enter valid expiry date'],
    ['04/26', 'Please Enter valid expiry date'],
    ['05/26', null],
    ['12/30', null],
  ])('expiry %j: %s', (expiry, message) => {
    expect(editErrors({ name: 'Harriet', expiry }, now).expiry).toBe(message)
  })

  it('names take letters and spaces only', () => {
    expect(editErrors({ name: 'Harriet 2', expiry: '12/30' }, now).name).toBe(
      'The cardholder name may only contain letters and spaces.',
    )
    expect(editErrors({ name: '  ', expiry: '12/30' }, now).name).toBe(
      'The cardholder name field is required.',
    )
    expect(editErrors({ name: 'Harriet Jones', expiry: '12/30' }, now).name).toBeNull()
  })

  it('builds the PUT /user/card body only when every field is right', () => {
    expect(editBody(card, { name: ' Harriet Jones ', expiry: '01/31' }, now)).toEqual({
      cardId: 'c1',
      name: 'Harriet Jones',
      exp_month: 1,
      exp_year: 2031,
    })
    expect(editBody(card, { name: 'Harriet', expiry: '13/31' }, now)).toBeNull()
    expect(editBody(card, { name: 'H4rriet', expiry: '01/31' }, now)).toBeNull()
  })
})
