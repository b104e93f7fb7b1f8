// @vitest-environment jsdom
// DOMPurify's authors test against jsdom; happy-dom lets scripts through (see site/README.md).
import createDOMPurify from 'dompurify'
import { describe, expect, it } from 'vitest'
import { sanitizePolicy } from './sanitize-policy.ts'

const purify = createDOMPurify(window)

describe('sanitizePolicy', () => {
  it('keeps the text and structure, drops scripts, handlers and styles', () => {
    const html = sanitizePolicy(
      purify,
      '<h2 id="top" style="color:red">Hiring</h2><p onclick="steal()">Be <b>kind</b>.</p><script>steal()</script><iframe src="x"></iframe>',
    )
    expect(html).toBe('<h2>Hiring</h2><p>Be <b>kind</b>.</p>')
  })

  it('opens links in a new tab without a handle on our window', () => {
    const html = sanitizePolicy(
      purify,
      '<a href="https://example.com/privacy">Privacy</a><a href="javascript:alert(1)">x</a>',
    )
    expect(html).toBe(
      '<a href="https://example.com/privacy" target="_blank" rel="noopener noreferrer">Privacy</a><a>x</a>',
    )
  })
})
