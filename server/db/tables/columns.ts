/** Column shapes most tables share, so each table names only what is its own. */
import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core'

/** A random UUID primary key (seeded rows pass their own stable ids). */
export const randomId = () => uuid('id').primaryKey().defaultRandom()

/** A point in time, stored with its zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true })

/** A point in time that defaults to when the row was written. */
export const stamp = (name: string) => at(name).notNull().defaultNow()

export const createdAt = () => stamp('created_at')

/** A required link to another row that goes when that row goes. */
export const ownedBy = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' })

/** A required link to another row that must outlive it (deleting that row is refused). */
export const refersTo = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target)
