/** Categories, subcategories, tags and users' favourite categories. */
import { boolean, index, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core'
import { link, ownedBy, position, randomId } from './columns.ts'
import { ownedByUser } from './users.ts'

export const categories = pgTable('categories', {
  id: randomId(),
  name: text('name').notNull().unique(),
  icon: text('icon').notNull(),
  /** kilograms of CO2 saved by hiring instead of buying, per hire */
  co2Save: real('co2_save').notNull().default(0),
  position: position(),
  /** indoor categories are left out of "get outdoors this weekend" */
  isOutdoor: boolean('is_outdoor').notNull().default(true),
})

export const subCategories = pgTable(
  'sub_categories',
  {
    id: randomId(),
    categoryId: ownedBy('category_id', () => categories.id),
    name: text('name').notNull(),
    image: text('image').notNull(),
    description: text('description').notNull().default(''),
    position: position(),
  },
  (t) => [index('sub_categories_category_idx').on(t.categoryId)],
)

export const tags = pgTable(
  'tags',
  {
    id: randomId(),
    categoryId: ownedBy('category_id', () => categories.id),
    subCategoryId: link('sub_category_id', () => subCategories.id, 'cascade'),
    tagName: text('tag_name').notNull(),
    position: position(),
  },
  (t) => [
    index('tags_category_idx').on(t.categoryId),
    index('tags_sub_category_idx').on(t.subCategoryId),
  ],
)

export const userCategories = pgTable(
  'user_categories',
  {
    userId: ownedByUser(),
    categoryId: ownedBy('category_id', () => categories.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
)
