/** Home page content: banner, destinations, stories, legal content (spec part 1 sections 3 and 7). */
import { enums, object, optional } from 'superstruct'
import { id, queryBoolean, queryInt } from '../core/fields.ts'

export const homeCalls = {
  banner: { method: 'GET', path: '/user/banner/home' },
  destinations: { method: 'GET', path: '/users/destination-city' },
  stories: { method: 'GET', path: '/user/adventure/stories' },
  content: { method: 'GET', path: '/content' },
  /** ours: changes whenever anything above (or a listing, a category) changes */
  version: { method: 'GET', path: '/content/version' },
} as const

/** What a cache of the calls above compares to know it must reload. */
export interface ContentVersion {
  version: string
}

export interface HomeBanner {
  title: string
  webMedia: { url: string }[]
}

export interface Destination {
  _id: string
  name: string
  imageUrl: string
  state: string
  /** GeoJSON order: [longitude, latitude] */
  location: { coordinates: [number, number] }
  distance: number | null
}

export const storyTypes = ['FOR_YOU', 'POPULAR', 'NEW', 'OUR_PICK'] as const
export type StoryType = (typeof storyTypes)[number]

export interface Story {
  _id: string
  title: string
  /** HTML: always sanitised before rendering */
  description: string
  media: { url: string }[]
  storyType: StoryType
  created: string
}

/** Legal content types for GET /content?type. */
export const contentType = { privacyPolicy: 1, terms: 2 } as const
export interface Content {
  type: number
  title: string
  /** HTML: always sanitised before rendering */
  description: string
}

export const destinationsQuery = object({
  topDestination: optional(queryBoolean()),
  limit: optional(queryInt(1, 100)),
})

export const storiesQuery = object({
  pageNo: optional(queryInt(1, 10_000)),
  limit: optional(queryInt(1, 50)),
  storyType: optional(enums(storyTypes)),
  /** the location page's 'Get Inspired' stories */
  destinationId: optional(id()),
  categoryId: optional(id()),
})

export const contentQuery = object({ type: queryInt(1, 2) })
