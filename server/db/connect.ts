/**
 * Opens the database: PGlite on disk by default, PostgreSQL when a URL is given. Both
 * are driven through drizzle's common Postgres interface, so services never care which.
 */
import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import * as schema from './schema.ts'
import { countWrites } from './write-epoch.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Applies pending migrations from ./migrations */
  migrate(): Promise<void>
  /**
   * LISTEN on a channel: `pg_notify` payloads arrive after their transaction commits, from
   * every process on the same PostgreSQL (PGlite: this process). Resolves to the unlisten.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export async function openDatabase(target: {
  databaseUrl?: string
  dataDir: string
}): Promise<Database> {
  if (target.databaseUrl) return openPostgres(target.databaseUrl)
  await mkdir(target.dataDir, { recursive: true })
  // pg_trgm backs the substring search index (migration 0003), as on PostgreSQL.
  const client = await PGlite.create(target.dataDir, { extensions: { pg_trgm } })
  const db = drizzlePglite(client, { schema })
  // Caches of public reads skip the version question while nothing was written (write-epoch.ts).
  countWrites(client, db)
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload)
      return async () => {
        if (!client.closed) await stop()
      }
    },
    close: () => client.close(),
  }
}

function openPostgres(url: string): Database {
  // Notices ("relation already exists, skipping") are expected during migrations.
  const client = postgres(url, { max: 5, onnotice: () => {} })
  const db = drizzlePostgres(client, { schema })
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder }),
    // postgres-js keeps one extra connection for all LISTENs and re-listens after a drop.
    listen: async (channel, onPayload) => {
      const { unlisten } = await client.listen(channel, onPayload)
      return unlisten
    },
    close: () => client.end({ timeout: 5 }),
  }
}
