/** Destinations, stories, the home banner, legal pages and review tags. */
import { locality } from '../../../places/lookup.ts'
import { destinationSeeds } from '../data/destinations.ts'
import { homeBannerSeed, privacyPolicy, termsAndConditions } from '../data/legal.ts'
import { reviewTagSeeds } from '../data/people.ts'
import { storyHtml, storySeeds } from '../data/stories.ts'
import { seedId } from '../ids.ts'
import { categoryId } from './catalogue.ts'
import { type MediaJob, mediaPath, type SeedRows } from './types.ts'

const dayMs = 24 * 60 * 60 * 1000
export const destinationId = (key: string) => seedId(`destination:${key}`)
export const storyId = (key: string) => seedId(`story:${key}`)

type HomeRows = Pick<SeedRows, 'destinations' | 'stories' | 'banners' | 'contents' | 'reviewTags'>

export function planHome(anchor: Date): HomeRows & { media: MediaJob[] } {
  const media: MediaJob[] = []
  const destinations = destinationSeeds.map((seed, position) => {
    const [, , latitude, longitude] = locality(seed.place, seed.state)
    const image = `destinations/${seed.key}.jpg`
    media.push({
      kind: 'scene',
      path: image,
      theme: seed.theme,
      seed: image,
      w: 800,
      h: 520,
      title: seed.name,
    })
    return {
      id: destinationId(seed.key),
      name: seed.name,
      state: seed.state,
      imageUrl: mediaPath(image),
      description: seed.description,
      latitude,
      longitude,
      isTop: seed.isTop,
      position,
    }
  })
  // Stories are spread over the weeks before the seed date, newest first in the list.
  const stories = storySeeds.map((seed, index) => {
    const image = `stories/${seed.key}.jpg`
    media.push({
      kind: 'scene',
      path: image,
      theme: seed.theme,
      seed: image,
      w: 960,
      h: 600,
      title: seed.title,
    })
    return {
      id: storyId(seed.key),
      title: seed.title,
      description: storyHtml(seed),
      storyType: seed.storyType,
      media: [{ url: mediaPath(image) }],
      categoryId: categoryId(seed.category),
      destinationId: destinationId(seed.destination),
      createdAt: new Date(anchor.getTime() - (index * 5 + 1) * dayMs),
    }
  })
  media.push({
    kind: 'scene',
    path: homeBannerSeed.image,
    theme: 'coast',
    seed: 'home-banner-2',
    w: 1600,
    h: 640,
    title: homeBannerSeed.title,
  })
  const reviewTags = (['POSITIVE', 'NEGATIVE'] as const).flatMap((kind) =>
    reviewTagSeeds[kind].map((name) => ({ id: seedId(`review-tag:${name}`), name, kind })),
  )
  return {
    destinations,
    stories,
    banners: [
      {
        placement: 'home',
        title: homeBannerSeed.title,
        media: [{ url: mediaPath(homeBannerSeed.image) }],
      },
    ],
    contents: [privacyPolicy, termsAndConditions],
    reviewTags,
    media,
  }
}
