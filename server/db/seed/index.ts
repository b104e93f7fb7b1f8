/**
 * Seeds an empty database from the seed plan, inside one transaction guarded by an
 * advisory lock, so two servers starting on one PostgreSQL never seed twice.
 */
import { count, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { hashPassword } from '../../services/account/passwords.ts'
import { seedDemoPartner } from '../../services/partners/partners.ts'
import type { Db } from '../connect.ts'
import * as schema from '../schema.ts'
import { playConversations } from './conversations.ts'
import { demoPassword } from './data/people.ts'
import { buildSeedPlan } from './plan/index.ts'
import type { SeedRows } from './plan/types.ts'

const seedLockKey = 72_706_001

/** Parents before children, so foreign keys hold at every insert. */
const insertOrder: [keyof SeedRows, PgTable][] = [
  ['users', schema.users],
  ['categories', schema.categories],
  ['subCategories', schema.subCategories],
  ['tags', schema.tags],
  ['userCategories', schema.userCategories],
  ['items', schema.items],
  ['itemPrices', schema.itemPrices],
  ['itemMedia', schema.itemMedia],
  ['itemTags', schema.itemTags],
  ['bookmarks', schema.bookmarks],
  ['cards', schema.cards],
  ['sandboxCards', schema.sandboxCards],
  ['bookings', schema.bookings],
  ['bookingChanges', schema.bookingChanges],
  ['payments', schema.payments],
  ['sandboxCharges', schema.sandboxCharges],
  ['reviews', schema.reviews],
  ['questions', schema.questions],
  ['carbonFacts', schema.carbonFacts],
  ['reviewTags', schema.reviewTags],
  ['destinations', schema.destinations],
  ['stories', schema.stories],
  ['banners', schema.banners],
  ['contents', schema.contents],
  ['bankDetails', schema.bankDetails],
  ['sandboxPayoutAccounts', schema.sandboxPayoutAccounts],
  ['notifications', schema.notifications],
]

/**
 * After seeding: statistics for the planner, and the visibility map that lets counts be
 * answered from the partial indexes alone (PGlite has no autovacuum to do it later).
 * VACUUM cannot run in a transaction, so it comes after the seed's.
 */
export async function tidyAfterSeed(db: Db): Promise<void> {
  await db.execute(
    sql.raw('vacuum analyze items, item_prices, item_media, item_tags, bookings, bookmarks'),
  )
}

/** Seeds when there are no users yet; answers whether it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`)
    const [existing] = await tx.select({ n: count() }).from(schema.users)
    if ((existing?.n ?? 0) > 0) return false
    await insertPlan(tx as unknown as Db)
    return true
  })
}

async function insertPlan(db: Db): Promise<void> {
  const { rows, conversations } = buildSeedPlan()
  // One hash for every seeded account: scrypt is deliberately slow.
  const passwordHash = await hashPassword(demoPassword)
  rows.users = rows.users.map((user) => ({ ...user, passwordHash }))
  for (const [name, table] of insertOrder) {
    const list = rows[name] as Record<string, unknown>[]
    for (let start = 0; start < list.length; start += 200) {
      await db.insert(table).values(list.slice(start, start + 200))
    }
  }
  await playConversations(db, conversations)
  await seedDemoPartner(db)
}
