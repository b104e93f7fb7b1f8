import { describe, expect, it } from 'vitest'
import { acceptedCodings, negotiateEncoding } from './negotiate.ts'

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, else sends the body as is', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip')
    expect(negotiateEncoding('deflate')).toBe('identity')
    expect(negotiateEncoding('')).toBe('identity')
    expect(negotiateEncoding(undefined)).toBe('identity')
  })

  it('never picks a coding the client refuses with q=0', () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBe('identity')
    expect(negotiateEncoding('*;q=0')).toBe('identity')
    expect(negotiateEncoding('gzip;q=0.000')).toBe('identity')
  })

  it('follows the weights, brotli winning ties', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip')
    expect(negotiateEncoding('br;q=0.8, gzip;q=0.8')).toBe('br')
    expect(negotiateEncoding('gzip;q=1.0, br;q=0.999')).toBe('gzip')
  })

  it('reads * as every coding not named, and x-gzip as gzip', () => {
    expect(negotiateEncoding('*')).toBe('br')
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip')
    expect(negotiateEncoding('x-gzip')).toBe('gzip')
  })

  it('is case- and space-insensitive and treats malformed weights as refusals', () => {
    expect(negotiateEncoding(' GZIP ; Q=0.5 ')).toBe('gzip')
    expect(negotiateEncoding('br;q=abc, gzip')).toBe('gzip')
    expect(negotiateEncoding('br;q=2')).toBe('identity')
    expect(negotiateEncoding(['br;q=0', 'gzip'])).toBe('gzip')
  })
})

describe('acceptedCodings', () => {
  it('lists what the client takes, best first', () => {
    expect(acceptedCodings('gzip, br')).toEqual(['br', 'gzip'])
    expect(acceptedCodings('br;q=0.4, gzip;q=0.9')).toEqual(['gzip', 'br'])
    expect(acceptedCodings('gzip')).toEqual(['gzip'])
    expect(acceptedCodings('identity')).toEqual([])
  })
})
