/** Column shapes most tables share, so each table names only what is its own. */
import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core'

/** A random UUID primary key (seeded rows pass their own stable ids). */
export const randomId = () => uuid('id').primaryKey().defaultRandom()

/** A point in time, stored with its zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true })

/** A point in time that defaults to when the row was written. */
export const stamp = (name: string) => at(name).notNull().defaultNow()

export const createdAt = () => stamp('created_at')

/**
 * An optional link to another row. Deleting that row is refused while this one links to it,
 * unless `onDelete` says this row goes with it (cascade) or forgets the link (set null).
 */
export const link = (name: string, target: () => AnyPgColumn, onDelete?: 'cascade' | 'set null') =>
  uuid(name).references(target, { onDelete })

/** A required link to another row that goes when that row goes. */
export const ownedBy = (name: string, target: () => AnyPgColumn) =>
  link(name, target, 'cascade').notNull()

/** A required link to another row that must outlive it (deleting that row is refused). */
export const refersTo = (name: string, target: () => AnyPgColumn) => link(name, target).notNull()
