/**
 * Categories with their subcategories and tags, paged by `chunk`. The catalogue order is
 * the curated position; "top" categories rank by how often their items were hired.
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type {
  CategoriesData,
  Category,
  SubCategory,
  Tag,
} from '../../../shared/contract/catalogue/catalogue.ts'
import type { Db } from '../../db/connect.ts'
import { categories, items, subCategories, tags, userCategories } from '../../db/schema.ts'
import type { Absolute } from '../../http/urls.ts'
import { countRows, pagedRows } from '../count.ts'

export interface CategoryPage {
  chunk: number
  pageNo: number
}

type CategoryRow = typeof categories.$inferSelect

export async function favouriteCategoryIds(db: Db, userId: string | null): Promise<Set<string>> {
  if (!userId) return new Set()
  const rows = await db
    .select({ id: userCategories.categoryId })
    .from(userCategories)
    .where(eq(userCategories.userId, userId))
  return new Set(rows.map((row) => row.id))
}

/** The whole catalogue in curated order. */
export async function catalogueCategories(
  db: Db,
  page: CategoryPage,
  selected: Set<string>,
  absolute: Absolute,
): Promise<CategoriesData> {
  const { rows, total } = await pagedRows(
    db,
    categories,
    { order: [asc(categories.position), asc(categories.name)] },
    { limit: page.chunk, offset: (page.pageNo - 1) * page.chunk },
  )
  return { categoriesList: await nest(db, rows, selected, absolute), total }
}

/** The user's favourites when they chose some, else the most hired categories. */
export async function homeCategories(
  db: Db,
  page: CategoryPage,
  favourites: Set<string>,
  absolute: Absolute,
): Promise<CategoriesData> {
  const offset = (page.pageNo - 1) * page.chunk
  if (favourites.size > 0) {
    const ids = [...favourites]
    const rows = await db
      .select()
      .from(categories)
      .where(inArray(categories.id, ids))
      .orderBy(asc(categories.position), asc(categories.name))
      .limit(page.chunk)
      .offset(offset)
    return { categoriesList: await nest(db, rows, favourites, absolute), total: ids.length }
  }
  const hires = sql<number>`coalesce(sum(${items.hireCount}), 0)`
  const [rows, total] = await Promise.all([
    db
      .select({ category: categories, hires })
      .from(categories)
      .leftJoin(items, eq(items.categoryId, categories.id))
      .groupBy(categories.id)
      .orderBy(desc(hires), asc(categories.position))
      .limit(page.chunk)
      .offset(offset),
    countRows(db, categories),
  ])
  const list = rows.map((row) => row.category)
  return { categoriesList: await nest(db, list, favourites, absolute), total }
}

async function nest(
  db: Db,
  rows: CategoryRow[],
  selected: Set<string>,
  absolute: Absolute,
): Promise<Category[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [subRows, tagRows] = await Promise.all([
    db
      .select()
      .from(subCategories)
      .where(inArray(subCategories.categoryId, ids))
      .orderBy(asc(subCategories.position)),
    db.select().from(tags).where(inArray(tags.categoryId, ids)).orderBy(asc(tags.position)),
  ])
  const tagOf = (row: (typeof tagRows)[number]): Tag => ({ _id: row.id, tagName: row.tagName })
  return rows.map((row) => {
    const categoryTags = tagRows.filter((tag) => tag.categoryId === row.id)
    const subs: SubCategory[] = subRows
      .filter((sub) => sub.categoryId === row.id)
      .map((sub) => ({
        _id: sub.id,
        name: sub.name,
        image: absolute(sub.image),
        description: sub.description,
        tags: categoryTags.filter((tag) => tag.subCategoryId === sub.id).map(tagOf),
      }))
    return {
      _id: row.id,
      name: row.name,
      icon: absolute(row.icon),
      co2Save: row.co2Save,
      isSelected: selected.has(row.id),
      subCategories: subs,
      tags: categoryTags.map(tagOf),
    }
  })
}

/** One category with its subcategories and tags, or null. */
export async function categoryById(
  db: Db,
  id: string,
  selected: Set<string>,
  absolute: Absolute,
): Promise<Category | null> {
  const rows = await db.select().from(categories).where(eq(categories.id, id)).limit(1)
  const [category] = await nest(db, rows, selected, absolute)
  return category ?? null
}
