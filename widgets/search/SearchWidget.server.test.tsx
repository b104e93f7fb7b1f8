// @vitest-environment node
import { renderToString } from 'preact-render-to-string'
import { describe, expect, it } from 'vitest'
import uiCss from '../ui/ui.css?inline'
import SearchWidget from './SearchWidget.tsx'
import searchCss from './search.css?inline'

describe('SearchWidget on the server', () => {
  it('renders without a browser, styles included, ready to hydrate', () => {
    expect(typeof window).toBe('undefined')
    const html = renderToString(<SearchWidget />)
    expect(html).toMatch(/^<div class="hire-widget hire-search">/)
    // Styles render inside the root, so they apply without a shadow root.
    expect(html).toMatch(/^<div class="hire-widget hire-search"><style>/)
    expect(html.includes(uiCss + searchCss) || uiCss + searchCss === '').toBe(true)
    // Before it can measure itself, both layouts are in the page and CSS picks one.
    expect(html).toContain('role="search"')
    expect(html).toContain('hire-search-compact')
    expect(html).toContain('role="combobox"')
  })

  it('is a plain GET form to the results page, naming what was typed', () => {
    const html = renderToString(<SearchWidget />)
    const bar = html.match(/<form [^>]*class="hire-search-bar"[^>]*>/)?.[0] ?? ''
    expect(bar).toContain('action="/search-result"')
    expect(bar).not.toContain('method=')
    expect(html).toMatch(/<input [^>]*name="defaultInputValue"[^>]*placeholder="What do you want/)
    expect(html).toMatch(/<input [^>]*name="address"[^>]*placeholder="Where are you going\?"/)
    // The dates and the buttons send nothing: only the two texts go.
    expect(html.match(/ name="/g)).toHaveLength(2)
  })
})
