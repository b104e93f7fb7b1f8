/** Column shapes most tables share, so each table names only what is its own. */
import {
  type AnyPgColumn,
  doublePrecision,
  integer,
  real,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

/** A random UUID primary key (seeded rows pass their own stable ids). */
export const randomId = () => uuid('id').primaryKey().defaultRandom()

/** A point in time, stored with its zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true })

/** A point in time that defaults to when the row was written. */
export const stamp = (name: string) => at(name).notNull().defaultNow()

export const createdAt = () => stamp('created_at')

/** When the row was written and when it last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: stamp('updated_at') })

/** A code or token that works once, until it expires. */
export const singleUse = () => ({
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
})

/** Where a listing or a destination is on the map, in degrees. */
export const coordinates = () => ({
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
})

/** Where a row stands among its siblings, in the order lists show them. */
export const position = () => integer('position').notNull().default(0)

/** What the reviews of a user or a listing add up to, kept on its row for sorting. */
export const reviewTotals = () => ({
  rating: real('rating').notNull().default(0),
  reviewCount: integer('review_count').notNull().default(0),
})

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
