/** What the seed plan produces: insertable rows per table and the media files to draw. */
import type { Glyph } from '../../../media/icons.ts'
import type { Theme } from '../../../media/scenes.ts'
import type * as schema from '../../schema.ts'

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert']

export type MediaJob =
  | { kind: 'scene'; path: string; theme: Theme; seed: string; w: number; h: number; title: string }
  | { kind: 'icon'; path: string; glyph: Glyph; colour: string; title: string }
  | { kind: 'avatar'; path: string; initials: string; colour: string }
  | { kind: 'pdf'; path: string; title: string; lines: string[] }
  /** a short clip fading between two colours (RGB) */
  | { kind: 'video'; path: string; from: [number, number, number]; to: [number, number, number] }

export interface SeedRows {
  users: Insert<typeof schema.users>[]
  categories: Insert<typeof schema.categories>[]
  subCategories: Insert<typeof schema.subCategories>[]
  tags: Insert<typeof schema.tags>[]
  userCategories: Insert<typeof schema.userCategories>[]
  items: Insert<typeof schema.items>[]
  itemPrices: Insert<typeof schema.itemPrices>[]
  itemMedia: Insert<typeof schema.itemMedia>[]
  itemTags: Insert<typeof schema.itemTags>[]
  bookmarks: Insert<typeof schema.bookmarks>[]
  cards: Insert<typeof schema.cards>[]
  sandboxCards: Insert<typeof schema.sandboxCards>[]
  bookings: Insert<typeof schema.bookings>[]
  bookingChanges: Insert<typeof schema.bookingChanges>[]
  payments: Insert<typeof schema.payments>[]
  sandboxCharges: Insert<typeof schema.sandboxCharges>[]
  reviews: Insert<typeof schema.reviews>[]
  questions: Insert<typeof schema.questions>[]
  carbonFacts: Insert<typeof schema.carbonFacts>[]
  reviewTags: Insert<typeof schema.reviewTags>[]
  destinations: Insert<typeof schema.destinations>[]
  stories: Insert<typeof schema.stories>[]
  banners: Insert<typeof schema.banners>[]
  contents: Insert<typeof schema.contents>[]
  bankDetails: Insert<typeof schema.bankDetails>[]
  sandboxPayoutAccounts: Insert<typeof schema.sandboxPayoutAccounts>[]
  notifications: Insert<typeof schema.notifications>[]
}

/** Media paths are stored with this prefix and served by the /media route. */
export const mediaPath = (relative: string) => `/media/${relative}`

export const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
