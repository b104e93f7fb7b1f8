/**
 * schema.org ProfilePage JSON-LD for the supplier pages: a Person (individual) or an
 * Organization (business) as the main entity. schema.org gives aggregateRating to
 * Organization but not to Person, so only a business with reviews carries it.
 */
import type { PublicProfile } from '../../../shared/contract/account/profile.ts'
import { shownRating } from '../../../shared/format/rating.ts'
import { supplierName } from './info.ts'

export interface SupplierJsonLdOptions {
  /** absolute URL of the page (its canonical) */
  pageUrl: string
  /** absolute URL of the profile picture */
  imageUrl?: string | undefined
}

export function supplierJsonLd(profile: PublicProfile, options: SupplierJsonLdOptions): object {
  const { pageUrl, imageUrl } = options
  const business = profile.userType === 'BUSINESS'
  const entity: Record<string, unknown> = {
    '@type': business ? 'Organization' : 'Person',
    '@id': `${pageUrl}#supplier`,
    name: supplierName(profile),
    identifier: profile.userId,
    url: pageUrl,
  }
  if (imageUrl) entity.image = imageUrl
  if (profile.aboutCompany) entity.description = profile.aboutCompany
  if (profile.address) entity.address = profile.address
  const topics = (profile.categories ?? []).map((category) => category.name).filter(Boolean)
  if (topics.length) entity.knowsAbout = topics
  const rating = shownRating(profile.rating)
  if (business && rating && profile.reviewCount > 0) {
    entity.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: rating,
      reviewCount: profile.reviewCount,
      bestRating: 5,
      worstRating: 1,
    }
  }
  const page: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    '@id': pageUrl,
    url: pageUrl,
    name: supplierName(profile),
    mainEntity: entity,
  }
  if (profile.created) page.dateCreated = profile.created
  return page
}

/** JSON for a `<script type="application/ld+json">` that cannot close the element early. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
