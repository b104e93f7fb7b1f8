import { is, mask, type Struct, StructError } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { bookingApiMessages, bookingMessages } from '../booking/messages.ts'
import {
  addCardBody,
  deleteCardPath,
  editCardBody,
  idempotencyKey,
  sandboxCards,
  sandboxTokenBody,
} from './payments.ts'

function failure<T, S>(input: unknown, struct: Struct<T, S>) {
  try {
    mask(input, struct)
  } catch (error) {
    if (error instanceof StructError) return error.failures()[0] ?? null
  }
  return null
}

const token = {
  number: sandboxCards.succeeds,
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
  name: 'Jane Citizen',
}

describe('sandbox tokens', () => {
  it('accepts what the card form collects', () => {
    expect(mask(token, sandboxTokenBody)).toEqual(token)
  })
  it.each([
    [{ number: '4242' }, bookingMessages.cardInvalid],
    [{ cvc: '12' }, bookingMessages.cardInvalid],
    [{ name: 'Jane 2' }, bookingApiMessages.cardholderName],
  ])('refuses %o', (change, message) => {
    expect(failure({ ...token, ...change }, sandboxTokenBody)?.message).toBe(message)
  })
  it.each([[{ exp_month: 13 }], [{ exp_month: 0 }], [{ exp_year: 26 }]])('refuses %o', (change) => {
    expect(failure({ ...token, ...change }, sandboxTokenBody)).not.toBeNull()
  })
})

describe('saved cards', () => {
  it('adds by token and edits name and expiry only', () => {
    expect(mask({ token: 'tok_1' }, addCardBody)).toEqual({ token: 'tok_1' })
    const edit = { cardId: 'card_1', name: 'Jane', exp_month: 1, exp_year: 2031 }
    expect(mask({ ...edit, number: '4242' }, editCardBody)).toEqual(edit)
    expect(failure({ ...edit, name: '' }, editCardBody)?.message).toBe(
      bookingApiMessages.cardholderRequired,
    )
  })
  it('builds the delete path', () => {
    expect(deleteCardPath('card 1')).toBe('/user/card/card%201')
  })
})

describe('Idempotency-Key', () => {
  it.each([
    ['6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', true],
    ['checkout_123', true],
    ['short', false],
    ['has space here', false],
    ['x'.repeat(129), false],
  ])('%j is a key: %s', (key, valid) => {
    expect(is(key, idempotencyKey())).toBe(valid)
  })
})
