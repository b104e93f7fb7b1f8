/**
 * Typeahead for the activity field: categories, subcategories and item names containing
 * the text, those starting with it first. Item names are de-duplicated.
 */
import { type AnyColumn, asc, sql } from 'drizzle-orm'
import type { Suggestion } from '../../../shared/contract/catalogue/catalogue.ts'
import type { Db } from '../../db/connect.ts'
import { categories, isListed, items, subCategories } from '../../db/schema.ts'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&')

export async function suggest(db: Db, search: string, limit: number): Promise<Suggestion[]> {
  const text = search.trim()
  if (!text) return []
  const contains = `%${escapeLike(text)}%`
  const prefix = `${escapeLike(text)}%`
  const rank = (column: AnyColumn) =>
    sql<number>`case when ${column} ilike ${prefix} then 0 else 1 end`
  const [categoryRows, subRows, itemRows] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(sql`${categories.name} ilike ${contains}`)
      .orderBy(rank(categories.name), asc(categories.name))
      .limit(limit),
    db
      .select({
        id: subCategories.id,
        name: subCategories.name,
        categoryId: subCategories.categoryId,
      })
      .from(subCategories)
      .where(sql`${subCategories.name} ilike ${contains}`)
      .orderBy(rank(subCategories.name), asc(subCategories.name))
      .limit(limit),
    db
      .selectDistinctOn([items.itemName], {
        id: items.id,
        name: items.itemName,
        categoryId: items.categoryId,
      })
      .from(items)
      .where(sql`${items.itemName} ilike ${contains} and ${isListed}`)
      .orderBy(asc(items.itemName), asc(items.id))
      .limit(limit * 3),
  ])
  const all: (Suggestion & { starts: boolean })[] = [
    ...categoryRows.map((row) => ({
      type: 'category' as const,
      _id: row.id,
      name: row.name,
      categoryId: row.id,
    })),
    ...subRows.map((row) => ({
      type: 'subCategory' as const,
      _id: row.id,
      name: row.name,
      categoryId: row.categoryId,
    })),
    ...itemRows.map((row) => ({
      type: 'item' as const,
      _id: row.id,
      name: row.name,
      categoryId: row.categoryId,
    })),
  ].map((entry) => ({ ...entry, starts: entry.name.toLowerCase().startsWith(text.toLowerCase()) }))
  // Stable sort keeps categories before subcategories before items within each rank.
  all.sort((a, b) => Number(b.starts) - Number(a.starts))
  return all.slice(0, limit).map(({ starts: _starts, ...suggestion }) => suggestion)
}
