import { describe, expect, it } from 'vitest'
import { profile } from '../../../tests/fixtures/supplier.ts'
import { jsonLdText, supplierJsonLd } from './jsonld.ts'

const pageUrl = 'https://hire.example/supplier/profile/sup-1'

describe('supplierJsonLd', () => {
  it('describes an individual as a Person on a ProfilePage', () => {
    const data = supplierJsonLd(profile, { pageUrl, imageUrl: 'https://hire.example/sam.svg' })
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      '@id': pageUrl,
      url: pageUrl,
      name: 'Sam Supplier',
      dateCreated: profile.created,
      mainEntity: {
        '@type': 'Person',
        '@id': `${pageUrl}#supplier`,
        name: 'Sam Supplier',
        identifier: 'sup-1',
        url: pageUrl,
        image: 'https://hire.example/sam.svg',
        address: 'Manly NSW, Australia',
        knowsAbout: ['Kayaking'],
      },
    })
  })

  it('gives a reviewed business an Organization with its aggregate rating', () => {
    const business = {
      ...profile,
      userType: 'BUSINESS' as const,
      companyName: 'Reef & Rainforest',
      aboutCompany: 'Tours since 1999.',
    }
    const entity = (
      supplierJsonLd(business, { pageUrl }) as { mainEntity: Record<string, unknown> }
    ).mainEntity
    expect(entity).toMatchObject({
      '@type': 'Organization',
      name: 'Reef & Rainforest',
      description: 'Tours since 1999.',
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: '4.8',
        reviewCount: 12,
        bestRating: 5,
        worstRating: 1,
      },
    })
    expect(entity.image).toBeUndefined()
  })

  it('leaves the rating out without reviews', () => {
    const unrated = { ...profile, userType: 'BUSINESS' as const, rating: null, reviewCount: 0 }
    const entity = (supplierJsonLd(unrated, { pageUrl }) as { mainEntity: Record<string, unknown> })
      .mainEntity
    expect(entity.aggregateRating).toBeUndefined()
  })

  it('cannot close its script element early', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' })
    expect(text).not.toContain('<')
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>')
  })
})
