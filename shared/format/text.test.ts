import { describe, expect, it } from 'vitest'
import { htmlToText, plural, storyExcerpt, truncate } from './text.ts'

describe('htmlToText', () => {
  it('drops tags, scripts, styles and comments', () => {
    const html =
      '<p>Paddle the <b>Noosa</b> Everglades</p><script>alert(1)</script><style>p{}</style><!-- x -->at dawn'
    expect(htmlToText(html)).toBe('Paddle the Noosa Everglades at dawn')
  })

  it('decodes entities once', () => {
    expect(htmlToText('Fish &amp; chips &lt;3 &#39;ok&#x27; &amp;lt;')).toBe(
      "Fish & chips <3 'ok' &lt;",
    )
  })

  it('handles empty input', () => {
    expect(htmlToText(undefined)).toBe('')
    expect(htmlToText('')).toBe('')
  })
})

describe('story excerpt', () => {
  it('keeps short text whole', () => {
    expect(storyExcerpt('<p>Short story</p>')).toBe('Short story')
  })

  it('cuts at 200 characters and adds an ellipsis', () => {
    const long = `<p>${'a'.repeat(250)}</p>`
    const excerpt = storyExcerpt(long)
    expect(excerpt).toBe(`${'a'.repeat(200)}...`)
  })

  it('does not split surrogate pairs', () => {
    expect(truncate('🏄🏄🏄', 2)).toBe('🏄🏄...')
  })
})

describe('plural', () => {
  it('says one or many', () => {
    expect(plural(1, 'item')).toBe('1 item')
    expect(plural(0, 'item')).toBe('0 items')
    expect(plural(3, 'story', 'stories')).toBe('3 stories')
  })
})
