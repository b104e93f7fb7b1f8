import { describe, expect, it } from 'vitest'
import { contentHtmlPolicy } from './html-policy.ts'

describe('contentHtmlPolicy', () => {
  it('drops styles, forms, frames and embedded objects, and data attributes', () => {
    expect(contentHtmlPolicy.FORBID_TAGS).toEqual(
      expect.arrayContaining(['style', 'form', 'input', 'button', 'iframe', 'object', 'embed']),
    )
    expect(contentHtmlPolicy.ALLOW_DATA_ATTR).toBe(false)
    expect(contentHtmlPolicy.USE_PROFILES).toEqual({ html: true })
  })
})
