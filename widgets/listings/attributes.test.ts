import { describe, expect, it } from 'vitest'
import { categoryId, supplierId } from '../../tests/fixtures/listings.ts'
import { marketplaceItemUrl, parseListingsAttributes, sourceKey } from './attributes.ts'

describe('parseListingsAttributes', () => {
  it('reads a supplier, with the default page size of 12', () => {
    expect(parseListingsAttributes({ supplierId })).toEqual({
      ok: true,
      source: { kind: 'supplier', supplierId, limit: 12 },
    })
  })

  it('reads a search by category and place, from attribute text or numbers', () => {
    const fromText = parseListingsAttributes({
      categoryId: ` ${categoryId} `,
      latitude: '-33.89',
      longitude: '151.27',
      limit: '6',
    })
    expect(fromText).toEqual({
      ok: true,
      source: { kind: 'search', categoryId, latitude: -33.89, longitude: 151.27, limit: 6 },
    })
    const fromProps = parseListingsAttributes({
      categoryId,
      latitude: -33.89,
      longitude: 151.27,
      limit: 6,
    })
    expect(fromProps).toEqual(fromText)
  })

  it('searches the whole catalogue when nothing narrows it; empty attributes count as absent', () => {
    expect(parseListingsAttributes({ supplierId: '', latitude: ' ', limit: '' })).toEqual({
      ok: true,
      source: { kind: 'search', limit: 12 },
    })
  })

  it('keeps the point with a supplier (cards then show distances)', () => {
    const parsed = parseListingsAttributes({ supplierId, latitude: '0', longitude: '0' })
    expect(parsed).toEqual({
      ok: true,
      source: { kind: 'supplier', supplierId, latitude: 0, longitude: 0, limit: 12 },
    })
  })

  it('reports every unusable attribute with a readable message', () => {
    const parsed = parseListingsAttributes({
      supplierId: 'sam',
      latitude: '95',
      longitude: 'east',
      limit: '2.5',
    })
    expect(parsed).toEqual({
      ok: false,
      problems: [
        {
          attribute: 'supplier-id',
          message: 'The supplier-id attribute of <hire-listings> is not a valid id.',
        },
        {
          attribute: 'latitude',
          message: 'The latitude attribute of <hire-listings> must be a number from -90 to 90.',
        },
        {
          attribute: 'longitude',
          message: 'The longitude attribute of <hire-listings> must be a number from -180 to 180.',
        },
        {
          attribute: 'limit',
          message: 'The limit attribute of <hire-listings> must be a whole number from 1 to 100.',
        },
      ],
    })
  })

  it.each(['0', '101', '-3', 'ten', '1e1'])('refuses limit="%s"', (limit) => {
    const parsed = parseListingsAttributes({ supplierId, limit })
    expect(parsed.ok).toBe(false)
    expect(!parsed.ok && parsed.problems.map((problem) => problem.attribute)).toEqual(['limit'])
  })

  it('accepts the page size bounds', () => {
    expect(parseListingsAttributes({ supplierId, limit: '1' })).toMatchObject({ ok: true })
    expect(parseListingsAttributes({ supplierId, limit: '100' })).toMatchObject({ ok: true })
  })

  it('needs latitude and longitude together', () => {
    expect(parseListingsAttributes({ latitude: '-33.8' })).toEqual({
      ok: false,
      problems: [
        {
          attribute: 'longitude',
          message: 'The longitude attribute of <hire-listings> is needed with latitude.',
        },
      ],
    })
    const parsed = parseListingsAttributes({ longitude: '151.2' })
    expect(!parsed.ok && parsed.problems[0]?.attribute).toBe('latitude')
  })

  it('refuses a supplier and a category together', () => {
    const parsed = parseListingsAttributes({ supplierId, categoryId })
    expect(parsed).toEqual({
      ok: false,
      problems: [
        {
          attribute: 'category-id',
          message: 'Use either supplier-id or category-id on <hire-listings>, not both.',
        },
      ],
    })
  })

  it('gives each source its own key', () => {
    const a = parseListingsAttributes({ supplierId, limit: '6' })
    const b = parseListingsAttributes({ supplierId, limit: '12' })
    if (!a.ok || !b.ok) throw new Error('expected valid sources')
    expect(sourceKey(a.source)).not.toBe(sourceKey(b.source))
    expect(sourceKey(a.source)).toBe(sourceKey({ ...a.source }))
  })
})

describe('marketplaceItemUrl', () => {
  it('is absolute on the marketplace origin', () => {
    expect(marketplaceItemUrl('item 1', 'https://hire.example/')).toBe(
      'https://hire.example/equipments/item%201',
    )
  })
})
