import { describe, expect, it } from 'vitest'
import { snippetFor, widgetMarkup } from './snippet.ts'

const origin = 'https://hire.example.com.au/'

describe('the embed snippet', () => {
  it('writes the script and an inline widget with only the chosen attributes', () => {
    expect(
      snippetFor(
        {
          widget: 'item',
          mode: 'inline',
          itemId: 'i1',
          startDate: '2027-01-10',
          units: ' 2 ',
          theme: 'dark',
          accent: '',
        },
        origin,
      ),
    ).toBe(
      '<script type="module" src="https://hire.example.com.au/widgets/hire-widgets.js"></script>\n<hire-item item-id="i1" start-date="2027-01-10" units="2" theme="dark"></hire-item>',
    )
  })

  it('writes a popup button whose data-hire-* attributes carry the rest', () => {
    expect(
      widgetMarkup({
        widget: 'listings',
        mode: 'popup',
        supplierId: 's1',
        partner: 'COAST',
        label: 'Our gear',
      }),
    ).toBe(
      '<button type="button" data-hire-listings="s1" data-hire-partner="COAST">Our gear</button>',
    )
    expect(widgetMarkup({ widget: 'search', mode: 'popup', activity: 'Kayaking' })).toBe(
      '<button type="button" data-hire-search data-hire-activity="Kayaking">Search</button>',
    )
  })

  it('writes the floating launcher with its label and corner', () => {
    expect(
      widgetMarkup({
        widget: 'item',
        mode: 'floating',
        itemId: 'i1',
        accent: '#0a7d5a',
        position: 'bottom-left',
      }),
    ).toBe(
      '<hire-launcher item-id="i1" accent="#0a7d5a" label="Book now" position="bottom-left"></hire-launcher>',
    )
  })

  it('escapes what a visitor typed', () => {
    expect(widgetMarkup({ widget: 'search', mode: 'inline', destination: 'A "B" <C> & D' })).toBe(
      '<hire-search destination="A &quot;B&quot; &lt;C&gt; &amp; D"></hire-search>',
    )
    expect(
      widgetMarkup({ widget: 'item', mode: 'popup', itemId: 'i1', label: '<b>Book</b>' }),
    ).toBe('<button type="button" data-hire-item="i1">&lt;b&gt;Book&lt;/b&gt;</button>')
  })
})
