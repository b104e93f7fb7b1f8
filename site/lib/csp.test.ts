import { describe, expect, it } from 'vitest'
import { completePolicy } from './csp.ts'

describe('completePolicy', () => {
  it("adds the nonce to Astro's script-src and our directives, never an inline allowance", () => {
    const policy = completePolicy(
      "script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline' ;",
      'n0nce',
    )
    expect(policy).toContain("script-src 'self' 'sha256-abc=' 'nonce-n0nce'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy.split(';').find((part) => part.includes('script-src'))).not.toContain(
      'unsafe-inline',
    )
  })

  it('keeps a directive the page already set', () => {
    const policy = completePolicy("script-src 'self'; img-src 'self' https://cdn.example", 'n')
    expect(policy.match(/img-src/g)).toHaveLength(1)
    expect(policy).toContain('https://cdn.example')
  })
})
