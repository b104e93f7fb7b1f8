/** Home content: destinations, stories, banners and legal pages. */
import { boolean, index, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core'
import { categories } from './catalogue.ts'
import { coordinates, createdAt, link, position, randomId } from './columns.ts'

export const destinations = pgTable('destinations', {
  id: randomId(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  imageUrl: text('image_url').notNull(),
  description: text('description').notNull().default(''),
  ...coordinates(),
  isTop: boolean('is_top').notNull().default(false),
  position: position(),
})

export const stories = pgTable(
  'stories',
  {
    id: randomId(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    storyType: text('story_type').notNull(),
    media: jsonb('media').notNull().default([]),
    categoryId: link('category_id', () => categories.id),
    destinationId: link('destination_id', () => destinations.id),
    createdAt: createdAt(),
  },
  (t) => [index('stories_type_created_idx').on(t.storyType, t.createdAt)],
)

export const banners = pgTable('banners', {
  placement: text('placement').primaryKey(),
  title: text('title').notNull(),
  media: jsonb('media').notNull().default([]),
})

/** Carbon-credit facts (kind FACT) and quiz statements (kind QUIZ, with the right answer). */
export const carbonFacts = pgTable('carbon_facts', {
  id: randomId(),
  kind: text('kind').notNull(),
  description: text('description').notNull(),
  answer: boolean('answer'),
  position: position(),
})

export const contents = pgTable('contents', {
  /** 1 privacy policy, 2 terms and conditions */
  type: smallint('type').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
})
