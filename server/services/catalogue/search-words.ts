/**
 * The words of a text search: each must appear (case-insensitive) in an item's name or
 * description, or in its category or subcategory name. The item query gets the matching
 * categories as plain id lists, which the planner can estimate and combine with its
 * indexes (the trigram index on name and description, the btree ones on ids); matching
 * names inside it (`= any(array(…))`) leaves the planner guessing, and it then counts a
 * common word with a sequential scan of every item.
 *
 * The ids come from a small query the first time a word is searched. Later searches send
 * the ids it matched last time at once, and the item query matches the names again in
 * the same snapshot (`namesCheck`): when they differ, the search runs again with them, so
 * answers stay exact when categories change, at the cost of a round trip then.
 */
import { inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { categories, items, subCategories } from '../../db/schema.ts'

export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`

export interface WordMatch {
  pattern: string
  categoryIds: string[]
  subCategoryIds: string[]
}

/** Categories and subcategories whose names hold each word (`%word%` patterns). */
export async function matchWords(db: Db, patterns: string[]): Promise<WordMatch[]> {
  if (patterns.length === 0) return []
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
  return remember(
    patterns.map((pattern, index) => ({
      pattern,
      categoryIds: rows.filter((row) => row.kind === 'c' && row.hits[index]).map((row) => row.id),
      subCategoryIds: rows
        .filter((row) => row.kind === 's' && row.hits[index])
        .map((row) => row.id),
    })),
  )
}

const remembered = new Map<string, WordMatch>()
const rememberedAtMost = 500

function remember(matches: WordMatch[]): WordMatch[] {
  for (const match of matches) {
    remembered.delete(match.pattern)
    remembered.set(match.pattern, match)
    if (remembered.size > rememberedAtMost) {
      remembered.delete(remembered.keys().next().value as string)
    }
  }
  return matches
}

/** What the patterns matched last time, if each was searched before: to be checked. */
export function rememberedMatches(patterns: string[]): WordMatch[] | null {
  const found = patterns.map((pattern) => remembered.get(pattern))
  return found.every((match) => match !== undefined) ? found : null
}

/** The ids each pattern matches now, as JSON: `[[categoryIds, subCategoryIds], …]`. */
export function namesCheck(patterns: string[]): SQL {
  const ids = (table: typeof categories | typeof subCategories, pattern: string) =>
    sql`array(select ${table.id} from ${table} where ${table.name} ilike ${pattern})`
  return sql`json_build_array(${sql.join(
    patterns.map(
      (pattern) =>
        sql`json_build_array(${ids(categories, pattern)}, ${ids(subCategories, pattern)})`,
    ),
    sql`, `,
  )})`
}

/** The matches `namesCheck` found, remembered for next time. */
export function checkedMatches(patterns: string[], checked: unknown): WordMatch[] {
  const lists = ((typeof checked === 'string' ? JSON.parse(checked) : checked) ??
    []) as string[][][]
  return remember(
    patterns.map((pattern, index) => ({
      pattern,
      categoryIds: lists[index]?.[0] ?? [],
      subCategoryIds: lists[index]?.[1] ?? [],
    })),
  )
}

const sameIds = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join()

export const sameMatches = (a: WordMatch[], b: WordMatch[]) =>
  a.length === b.length &&
  a.every(
    (match, index) =>
      sameIds(match.categoryIds, b[index]?.categoryIds ?? []) &&
      sameIds(match.subCategoryIds, b[index]?.subCategoryIds ?? []),
  )

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
