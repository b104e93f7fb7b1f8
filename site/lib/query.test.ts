import { describe, expect, it } from 'vitest'
import { queryParam } from './query.ts'

describe('queryParam', () => {
  it('gives the trimmed value, and null when it is missing or blank', () => {
    const url = new URL('https://example.test/booking/cancel?bookingID=%20b1%20&empty=&blank=%20')
    expect(queryParam(url, 'bookingID')).toBe('b1')
    expect(queryParam(url, 'empty')).toBeNull()
    expect(queryParam(url, 'blank')).toBeNull()
    expect(queryParam(url, 'other')).toBeNull()
  })
})
