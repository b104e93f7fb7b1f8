/**
 * The database schema. Money is integer cents, coordinates are double precision degrees,
 * ids are UUIDs (seeded rows derive theirs from a stable key). drizzle-kit generates the
 * migrations in ./migrations from this file; PGlite and PostgreSQL apply the same ones.
 */

export * from './tables/account-links.ts'
export * from './tables/bank-details.ts'
export * from './tables/bookings.ts'
export * from './tables/catalogue.ts'
export * from './tables/catalogue-version.ts'
export * from './tables/chat.ts'
export * from './tables/codes.ts'
export * from './tables/community.ts'
export * from './tables/content.ts'
export * from './tables/content-version.ts'
export * from './tables/items.ts'
export * from './tables/notifications.ts'
export * from './tables/partners.ts'
export * from './tables/payments.ts'
export * from './tables/push-tokens.ts'
export * from './tables/supplier.ts'
export * from './tables/users.ts'
