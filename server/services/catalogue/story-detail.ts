/** GET /user/adventure/stories/{id}: the story, where and what it is about, and listings for it. */
import { eq } from 'drizzle-orm'
import type { StoryDetail } from '../../../shared/contract/catalogue/discovery.ts'
import type { Db } from '../../db/connect.ts'
import { categories, destinations, stories } from '../../db/schema.ts'
import type { Absolute } from '../../http/urls.ts'
import type { Point } from './geo.ts'
import { toStory } from './home.ts'
import { itemsForStory, sliderOptions } from './item-lists.ts'

const relatedOnStory = 5

export async function storyDetail(
  db: Db,
  id: string,
  viewer: { userId: string | null; point?: Point },
  absolute: Absolute,
): Promise<StoryDetail | null> {
  const [row] = await db
    .select({
      story: stories,
      category: { _id: categories.id, name: categories.name },
      destination: { _id: destinations.id, name: destinations.name },
    })
    .from(stories)
    .leftJoin(categories, eq(categories.id, stories.categoryId))
    .leftJoin(destinations, eq(destinations.id, stories.destinationId))
    .where(eq(stories.id, id))
    .limit(1)
  if (!row) return null
  const related = await itemsForStory(db, id, sliderOptions(relatedOnStory, viewer), absolute)
  return {
    ...toStory(row.story, absolute),
    category: row.category,
    destination: row.destination,
    relatedItems: related?.list ?? [],
  }
}
