import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize.ts'

describe('sanitizeHtml', () => {
  it('keeps ordinary content', async () => {
    const html =
      '<h2>Your privacy</h2><p>We keep <strong>only</strong> what we need.</p><ul><li>One</li></ul>'
    expect(await sanitizeHtml(html)).toBe(html)
  })

  it('removes scripts, handlers, javascript: links, styles and forms', async () => {
    const html =
      '<p onclick="x()">Hi</p><script>alert(1)</script><img src="a.png" onerror="alert(1)">' +
      '<a href="javascript:alert(1)">bad</a><style>*{}</style><form><input></form><p style="color:red">c</p>'
    const clean = await sanitizeHtml(html)
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|<style|<form|<input|style=/i)
    expect(clean).toContain('<p>Hi</p>')
    expect(clean).toContain('<img src="a.png" alt="">')
    expect(clean).toContain('<p>c</p>')
  })

  it('opens target links in a new tab without handing over the window', async () => {
    const clean = await sanitizeHtml('<a href="https://example.com" target="_top">x</a>')
    expect(clean).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })

  it('prefixes ids so content cannot clobber page globals', async () => {
    const clean = await sanitizeHtml('<p id="main">x</p>')
    expect(clean).toBe('<p id="user-content-main">x</p>')
  })

  it('answers empty input with an empty string', async () => {
    expect(await sanitizeHtml('')).toBe('')
    expect(await sanitizeHtml(null)).toBe('')
  })
})
