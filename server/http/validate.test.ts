import { mask, type Struct, StructError } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { loginBody } from '../../shared/contract/account/auth.ts'
import { searchItemsQuery } from '../../shared/contract/catalogue/catalogue.ts'
import { describeFailure } from './validate.ts'

function messageFor<T, S>(input: unknown, struct: Struct<T, S>): string {
  try {
    mask(input, struct)
  } catch (error) {
    if (error instanceof StructError) return describeFailure(error, input)
  }
  throw new Error('expected a failure')
}

describe('describeFailure', () => {
  it('names the field and says what is expected', () => {
    expect(messageFor({ limit: 'abc' }, searchItemsQuery)).toBe(
      'limit must be a whole number (got "abc")',
    )
    expect(messageFor({ limit: '0' }, searchItemsQuery)).toBe('limit must be at least 1 (got "0")')
    expect(messageFor({ startDate: 'soon' }, searchItemsQuery)).toBe(
      'startDate must be a number (got "soon")',
    )
    expect(messageFor({ instantBooking: 'maybe' }, searchItemsQuery)).toBe(
      'instantBooking must be true or false (got "maybe")',
    )
    expect(messageFor({ subCategoryIds: 'a,b' }, searchItemsQuery)).toBe(
      'subCategoryIds must be a comma-separated list of ids (got "a,b")',
    )
  })

  it('reports missing fields and never echoes passwords', () => {
    expect(messageFor({ password: 'x' }, loginBody)).toBe('email is required')
    expect(messageFor({ email: 'a@b.co', password: 42 }, loginBody)).toBe('password must be text')
    expect(messageFor('text', loginBody)).toBe('Request body must be a JSON object')
  })
})
