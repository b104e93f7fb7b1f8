// @vitest-environment node
import { renderToString } from 'preact-render-to-string'
import { describe, expect, it } from 'vitest'
import { items, reviews, tags } from '../../../tests/fixtures/supplier.ts'
import SupplierItemList from './SupplierItemList.tsx'
import SupplierReviews from './SupplierReviews.tsx'
import SupplierTags from './SupplierTags.tsx'

// What a visitor without script gets: the server's markup, where every control is a link.
describe('supplier islands on the server', () => {
  it("renders 'Show all N reviews' as a link to the all-reviews view", () => {
    const html = renderToString(
      <SupplierReviews
        userId="sup-1"
        name="Sam"
        reviews={reviews(1, 10)}
        total={12}
        basePath="/supplier/profile/sup-1"
      />,
    )
    expect(html).toMatch(
      /<a [^>]*href="\/supplier\/profile\/sup-1\?reviews=all#supplier-reviews"[^>]*>Show all 12 reviews<\/a>/,
    )
    expect(html).not.toContain('<button')
    expect(html.match(/<article/g)).toHaveLength(6)
  })

  it("renders 'Show all info' as a link to the page listing every tag", () => {
    const html = renderToString(
      <SupplierTags
        name="Sam"
        tags={tags}
        allHref="/supplier/profile/sup-1?info=all#supplier-tags"
      />,
    )
    expect(html).toMatch(
      /<a [^>]*href="\/supplier\/profile\/sup-1\?info=all#supplier-tags"[^>]*>Show all info<\/a>/,
    )
    expect(html.match(/<li>/g)).toHaveLength(6)
    const all = renderToString(<SupplierTags name="Sam" tags={tags} allHref="#" expanded />)
    expect(all.match(/<li>/g)).toHaveLength(9)
    expect(all).not.toContain('Show all info')
  })

  it("renders the item list's 'Load more' as a link to the next page", () => {
    const html = renderToString(
      <SupplierItemList
        type="RECENT"
        userId="sup-1"
        items={items(1, 10)}
        total={11}
        basePath="/supplier/items/RECENT/sup-1"
      />,
    )
    expect(html.match(/<article/g)).toHaveLength(10)
    expect(html).toMatch(
      /<a [^>]*href="\/supplier\/items\/RECENT\/sup-1\?page=2"[^>]*>Load more<\/a>/,
    )
  })
})
