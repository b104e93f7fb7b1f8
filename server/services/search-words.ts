/**
 * The words of a text search: each must appear (case-insensitive) in an item's name or
 * description, or in its category or subcategory name. Names are matched first in one
 * small query, so the item query gets plain id lists the planner can estimate and combine
 * with its indexes (the trigram index on name and description, the btree ones on ids).
 * Matching them inside the item query (`= any(array(…))`) leaves the planner guessing: it
 * then counts a common word with a sequential scan of every item.
 */
import { inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/connect.ts'
import { categories, items, subCategories } from '../db/schema.ts'

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`

export interface WordMatch {
  pattern: string
  categoryIds: string[]
  subCategoryIds: string[]
}

/** Categories and subcategories whose names hold each word. */
export async function matchWords(db: Db, words: string[]): Promise<WordMatch[]> {
  if (words.length === 0) return []
  const patterns = words.map(likePattern)
  const named = sql`(select ${categories.id} as id, 'c' as kind, ${categories.name} as name from ${categories}
    union all select ${subCategories.id}, 's', ${subCategories.name} from ${subCategories}) as named`
  const rows = await db
    .select({
      id: sql<string>`named.id`,
      kind: sql<string>`named.kind`,
      hits: sql<boolean[]>`array[${sql.join(
        patterns.map((pattern) => sql`named.name ilike ${pattern}`),
        sql`, `,
      )}]`,
    })
    .from(named)
    .where(
      sql.join(
        patterns.map((pattern) => sql`named.name ilike ${pattern}`),
        sql` or `,
      ),
    )
  return patterns.map((pattern, index) => ({
    pattern,
    categoryIds: rows.filter((row) => row.kind === 'c' && row.hits[index]).map((row) => row.id),
    subCategoryIds: rows.filter((row) => row.kind === 's' && row.hits[index]).map((row) => row.id),
  }))
}

/**
 * A word matches the item's category or subcategory name, or its name or description. The
 * cheap id comparisons come first: OR stops at the first true arm, so the items of a
 * matching category skip the case-insensitive scan of their text.
 */
export function wordMatches(word: WordMatch): SQL {
  const arms: SQL[] = []
  if (word.categoryIds.length) arms.push(inArray(items.categoryId, word.categoryIds))
  if (word.subCategoryIds.length) arms.push(inArray(items.subCategoryId, word.subCategoryIds))
  arms.push(sql`${itemText} ilike ${word.pattern}`)
  return sql`(${sql.join(arms, sql` or `)})`
}

/**
 * Name and description as one text, the expression the trigram index covers. Words never
 * hold spaces, so the joining space cannot make a match of its own.
 */
export const itemText = sql`(${items.itemName} || ' ' || ${items.itemDescription})`
