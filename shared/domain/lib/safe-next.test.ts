import { describe, expect, it } from 'vitest'
import { safeNext } from './safe-next.ts'

const origin = 'https://marketplace.example'

/** Known ways past redirect checks (OWASP, PortSwigger and published bypass lists). */
const bypasses = [
  '//evil.example',
  '//evil.example/pwn',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/%09/evil.example/pwn',
  '/\t/evil.example/pwn',
  '/\n/evil.example/pwn',
  '/\r/evil.example/pwn',
  '/\r\n/evil.example',
  '/\u0000/evil.example',
  '/\u000b/evil.example',
  '/\u000c/evil.example',
  '/\u00a0/evil.example',
  '/\u2028/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '//evil.example%2f%2e%2e',
  'https://evil.example',
  'http://evil.example/',
  'https:evil.example',
  'http:/evil.example',
  '//evil.example@marketplace.example',
  '//marketplace.example@evil.example',
  'https://marketplace.example@evil.example',
  'https://user:pass@marketplace.example/ok',
  '//user@marketplace.example/ok',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/%5cevil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%0d%0a/evil.example',
  'evil.example',
  './/evil.example',
  '',
  '   ',
]

describe('safeNext', () => {
  it.each(bypasses)('refuses %j', (value) => {
    const result = safeNext(value, origin)
    if (result !== null) expect(new URL(result, origin).origin).toBe(origin)
    expect(result).toBeNull()
  })

  it('keeps paths on our origin, normalised', () => {
    expect(safeNext('/saved-item', origin)).toBe('/saved-item')
    expect(safeNext('/item/booking?itemId=1&start=2#pay', origin)).toBe(
      '/item/booking?itemId=1&start=2#pay',
    )
    expect(safeNext('/a/../b', origin)).toBe('/b')
    expect(safeNext('/stories?tag=surf%20%26%20swim', origin)).toBe(
      '/stories?tag=surf%20%26%20swim',
    )
    expect(safeNext('/search result', origin)).toBe('/search%20result')
  })

  it('refuses what is not text', () => {
    expect(safeNext(null, origin)).toBeNull()
    expect(safeNext(undefined, origin)).toBeNull()
  })
})
