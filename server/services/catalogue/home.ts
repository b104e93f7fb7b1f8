/** Home page content: banner, destinations, stories and the legal pages. */
import { and, asc, desc, eq, type SQL } from 'drizzle-orm'
import type {
  Content,
  Destination,
  HomeBanner,
  Story,
  StoryType,
} from '../../../shared/contract/catalogue/home.ts'
import type { ListData } from '../../../shared/contract/core/envelope.ts'
import type { Db } from '../../db/connect.ts'
import { banners, contents, contentVersion, destinations, stories } from '../../db/schema.ts'
import type { Absolute } from '../../http/urls.ts'
import { pagedRows } from '../count.ts'

export async function homeBanner(db: Db, absolute: Absolute): Promise<HomeBanner | null> {
  const [row] = await db.select().from(banners).where(eq(banners.placement, 'home')).limit(1)
  if (!row) return null
  const media = (row.media as { url: string }[]).map((entry) => ({ url: absolute(entry.url) }))
  return { title: row.title, webMedia: media }
}

export async function listDestinations(
  db: Db,
  options: { topOnly: boolean; limit: number },
  absolute: Absolute,
): Promise<ListData<Destination>> {
  const where = options.topOnly ? eq(destinations.isTop, true) : undefined
  const order = [asc(destinations.position), asc(destinations.name)]
  const { rows, total } = await pagedRows(db, destinations, { where, order }, options)
  const list = rows.map((row) => ({
    _id: row.id,
    name: row.name,
    imageUrl: absolute(row.imageUrl),
    state: row.state,
    location: { coordinates: [row.longitude, row.latitude] as [number, number] },
    distance: null,
  }))
  return { list, total }
}

export async function listStories(
  db: Db,
  options: {
    storyType?: StoryType
    destinationId?: string
    categoryId?: string
    limit: number
    offset: number
  },
  absolute: Absolute,
): Promise<ListData<Story>> {
  const conditions: SQL[] = []
  if (options.storyType) conditions.push(eq(stories.storyType, options.storyType))
  if (options.destinationId) conditions.push(eq(stories.destinationId, options.destinationId))
  if (options.categoryId) conditions.push(eq(stories.categoryId, options.categoryId))
  const where = and(...conditions)
  const order = [desc(stories.createdAt), asc(stories.id)]
  const { rows, total } = await pagedRows(db, stories, { where, order }, options)
  return { list: rows.map((row) => toStory(row, absolute)), total }
}

export function toStory(row: typeof stories.$inferSelect, absolute: Absolute): Story {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    media: (row.media as { url: string }[]).map((entry) => ({ url: absolute(entry.url) })),
    storyType: row.storyType as StoryType,
    created: row.createdAt.toISOString(),
  }
}

export async function findContent(db: Db, type: number): Promise<Content | null> {
  const [row] = await db.select().from(contents).where(eq(contents.type, type)).limit(1)
  return row ? { type: row.type, title: row.title, description: row.description } : null
}

/** The number the database bumps on every change to home content (migration 0013). */
export async function contentVersionOf(db: Db): Promise<string> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).limit(1)
  return String(row?.version ?? 0)
}
