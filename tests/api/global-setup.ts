/**
 * Prepares the API tests once per run: a migrated and seeded PGlite data folder that each
 * test file copies (opening a prepared folder takes half a second, a fresh one several)
 * and one shared media folder. With TEST_DATABASE_URL the PostgreSQL schema is reset,
 * migrated and seeded too, and every test file also runs against a copy of it of its own
 * (postgres-copy.ts), so no session may stay on it once it is seeded.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import type { TestProject } from 'vitest/node'
import { createApiServer } from '../../server/index.ts'
import { dropLeftoverCopies } from './postgres-copy.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    mediaDir: string
    databaseUrl: string
  }
}

async function resetPostgres(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    await sql`drop schema if exists drizzle cascade`
    await sql`drop schema if exists public cascade`
    await sql`create schema public`
  } finally {
    await sql.end()
  }
}

export default async function setup(project: TestProject) {
  const root = await mkdtemp(join(tmpdir(), 'hire-api-tests-'))
  const pgliteTemplate = join(root, 'pglite')
  const mediaDir = join(root, 'media')
  const template = await createApiServer({ dataDir: pgliteTemplate, mediaDir })
  await template.close()
  project.provide('pgliteTemplate', pgliteTemplate)
  project.provide('mediaDir', mediaDir)

  const databaseUrl = process.env.TEST_DATABASE_URL ?? ''
  if (databaseUrl) {
    await dropLeftoverCopies(databaseUrl)
    await resetPostgres(databaseUrl)
    const server = await createApiServer({ databaseUrl, mediaDir })
    await server.close()
  }
  project.provide('databaseUrl', databaseUrl)

  return async () => {
    await rm(root, { recursive: true, force: true })
  }
}
