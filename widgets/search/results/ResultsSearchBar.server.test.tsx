// @vitest-environment node
import { renderToString } from 'preact-render-to-string'
import { describe, expect, it } from 'vitest'
import ResultsSearchBar from './ResultsSearchBar.tsx'

describe('ResultsSearchBar on the server', () => {
  it('renders the searched activity, place and days, so the page shows them without JavaScript', () => {
    expect(typeof window).toBe('undefined')
    const start = new Date(2099, 0, 10).getTime()
    const end = new Date(2099, 0, 12).getTime()
    const html = renderToString(
      <ResultsSearchBar
        query={`categoryId=c1&defaultInputValue=Kayaking&latitude=-33.89&longitude=151.27&address=Bondi%20Beach%20NSW&startDate=${start}&endDate=${end}`}
        categoryName="Water sports"
      />,
    )
    expect(html).toContain('value="Kayaking"')
    expect(html).toContain('value="Bondi Beach NSW"')
    expect(html).toContain('10 Jan – 12 Jan')
    // The one field small screens show says the same.
    expect(html).toContain('Kayaking · Bondi Beach NSW · 10 Jan – 12 Jan')
  })

  it('sends the days and the preferences along with the typed text of a plain submit', () => {
    const start = new Date(2099, 0, 10).getTime()
    const end = new Date(2099, 0, 12).getTime()
    const html = renderToString(
      <ResultsSearchBar
        query={`defaultInputValue=kayak&sortOn=2&startDate=${start}&endDate=${end}`}
      />,
    )
    const bar = html.match(/<form [^>]*class="hire-search-bar".*?<\/form>/)?.[0] ?? ''
    expect(bar).toContain('action="/search-result"')
    expect(bar).toContain('<input type="hidden" name="sortOn" value="2"/>')
    expect(bar).toContain(`<input type="hidden" name="startDate" value="${start}"/>`)
    expect(bar).toContain(`<input type="hidden" name="endDate" value="${end}"/>`)
  })
})
