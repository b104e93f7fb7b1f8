// @vitest-environment node
import { renderToString } from 'preact-render-to-string'
import { describe, expect, it } from 'vitest'
import type { ItemSummary } from '../../../shared/contract/catalogue/catalogue.ts'
import { DelaySummary } from './DelaySummary.tsx'
import { ReviewPanel } from './ReviewPanel.tsx'
import { SuccessScreen, suggestionsTitle } from './SuccessScreen.tsx'

const item = (id: string, itemName: string) =>
  ({
    _id: id,
    itemName,
    media: [{ url: '/media/a.jpg', thumbnailImage: '/media/a-t.jpg', type: 1 }],
    price: [{ type: 1, amount: 45 }],
    rating: 4.25,
    reviewTag: '',
    distance: null,
    bookMarked: false,
  }) as unknown as ItemSummary

describe('end-of-booking islands on the server', () => {
  it('render the success page whole: Continue and the suggested item cards', () => {
    const html = renderToString(
      <SuccessScreen items={[item('i-1', 'Surfboard'), item('i-2', 'Wetsuit')]} />,
    )
    expect(html).toContain('Item returned successfully')
    expect(html).toMatch(
      /<a href="\/booking\/current" class="hire-button hire-button-primary">Continue<\/a>/,
    )
    expect(html).toContain(suggestionsTitle)
    expect(html.match(/class="item-card"/g)).toHaveLength(2)
    expect(html).toContain('href="/equipments/i-1"')
  })

  it('leave out the suggestions when there are none', () => {
    expect(renderToString(<SuccessScreen />)).not.toContain(suggestionsTitle)
  })

  it('render a skeleton for the wizard steps, which only the browser can read', () => {
    for (const html of [renderToString(<ReviewPanel />), renderToString(<DelaySummary />)]) {
      expect(html).toContain('aria-busy="true"')
      expect(html).toContain('Loading')
    }
  })
})
