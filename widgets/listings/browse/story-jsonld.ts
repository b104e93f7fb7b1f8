/**
 * schema.org Article JSON-LD for a story page (/stories/{id}). The page inlines it through
 * `jsonLdText` (widgets/item/jsonld.ts), which keeps it from closing its script early.
 */
import type { StoryDetail } from '../../../shared/contract/catalogue/discovery.ts'
import { storyExcerpt } from '../../../shared/format/text.ts'

export interface StoryJsonLdOptions {
  pageUrl: string
  imageUrls: string[]
  publisher: { name: string; logoUrl?: string | undefined }
}

export function storyJsonLd(story: StoryDetail, options: StoryJsonLdOptions): object {
  const { pageUrl, imageUrls, publisher } = options
  const organisation: Record<string, unknown> = { '@type': 'Organization', name: publisher.name }
  if (publisher.logoUrl) organisation.logo = { '@type': 'ImageObject', url: publisher.logoUrl }
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': pageUrl,
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
    url: pageUrl,
    headline: Array.from(story.title).slice(0, 110).join(''),
    description: storyExcerpt(story.description, 160),
    author: organisation,
    publisher: organisation,
    inLanguage: 'en-AU',
  }
  if (imageUrls.length) data.image = imageUrls
  const published = Date.parse(story.created)
  if (Number.isFinite(published)) data.datePublished = new Date(published).toISOString()
  const about = [story.category?.name, story.destination?.name].filter(Boolean)
  if (about.length) data.keywords = about.join(', ')
  if (story.destination) {
    data.contentLocation = { '@type': 'Place', name: story.destination.name }
  }
  return data
}
