import { describe, expect, it } from 'vitest'
import type { StoryDetail } from '../../../shared/contract/catalogue/discovery.ts'
import { storyJsonLd } from './story-jsonld.ts'

const story: StoryDetail = {
  _id: 's1',
  title: 'Paddling from Manly to the Spit',
  description: '<p>Sydney Harbour is calm at sunrise.</p><script>alert(1)</script><h2>Tips</h2>',
  media: [{ url: 'https://example.test/media/stories/manly.jpg' }],
  storyType: 'FOR_YOU',
  created: '2026-10-01T00:00:00.000Z',
  category: { _id: 'c', name: 'Water sports' },
  destination: { _id: 'd', name: 'Sydney' },
  relatedItems: [],
}

const options = {
  pageUrl: 'https://example.test/stories/s1',
  imageUrls: ['https://example.test/media/stories/manly.jpg'],
  publisher: { name: 'Hire Marketplace' },
}

describe('storyJsonLd', () => {
  it('describes the story as an Article', () => {
    const data = storyJsonLd(story, options) as Record<string, unknown>
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Paddling from Manly to the Spit',
      url: 'https://example.test/stories/s1',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://example.test/stories/s1' },
      image: ['https://example.test/media/stories/manly.jpg'],
      datePublished: '2026-10-01T00:00:00.000Z',
      publisher: { '@type': 'Organization', name: 'Hire Marketplace' },
      contentLocation: { '@type': 'Place', name: 'Sydney' },
      keywords: 'Water sports, Sydney',
    })
  })

  it('describes it in plain text, without markup or script', () => {
    const data = storyJsonLd(story, options) as { description: string }
    expect(data.description).toBe('Sydney Harbour is calm at sunrise. Tips')
  })

  it('leaves out what the story does not have', () => {
    const bare = { ...story, media: [], created: 'not a date', category: null, destination: null }
    const data = storyJsonLd(bare, { ...options, imageUrls: [] }) as Record<string, unknown>
    expect(data.image).toBeUndefined()
    expect(data.datePublished).toBeUndefined()
    expect(data.keywords).toBeUndefined()
    expect(data.contentLocation).toBeUndefined()
  })
})
