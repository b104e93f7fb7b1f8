import { describe, expect, it } from 'vitest'
import { item } from '../../tests/fixtures/item.ts'
import { itemJsonLd, jsonLdText } from './jsonld.ts'

const url = 'https://hire.example/equipments/item-1'

describe('itemJsonLd', () => {
  it('describes a Product with an Offer in AUD per price', () => {
    const data = itemJsonLd(item, url, ['https://hire.example/media/sup-1.jpg']) as Record<
      string,
      unknown
    >
    expect(data['@type']).toBe('Product')
    expect(data.name).toBe('Stand-up paddle board')
    expect(data.image).toEqual(['https://hire.example/media/sup-1.jpg'])
    expect(data.offers).toEqual([
      expect.objectContaining({ '@type': 'Offer', price: '45.00', priceCurrency: 'AUD', url }),
      expect.objectContaining({ price: '200.00', priceCurrency: 'AUD' }),
    ])
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.3',
      reviewCount: 3,
    })
  })
  it('gives a single Offer as an object and leaves out ratings without reviews', () => {
    const data = itemJsonLd(
      { ...item, price: [{ amount: 45, type: 1 }], reviewCount: 0 },
      url,
      [],
    ) as Record<string, unknown>
    expect(data.offers).toMatchObject({ price: '45.00', priceCurrency: 'AUD' })
    expect(data).not.toHaveProperty('aggregateRating')
    expect(data).not.toHaveProperty('image')
  })
  it('cannot close its script element early', () => {
    const text = jsonLdText(itemJsonLd({ ...item, itemName: '</script><b>' }, url, []))
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text).name).toBe('</script><b>')
  })
})
