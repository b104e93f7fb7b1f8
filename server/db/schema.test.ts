import { readFileSync } from 'node:fs'
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api'
import { describe, expect, it } from 'vitest'
import * as schema from './schema.ts'

type Snapshot = Parameters<typeof generateMigration>[0]

/** The snapshot drizzle-kit wrote with the last migration: what the database has. */
function lastSnapshot(): Snapshot {
  const folder = new URL('./migrations/meta/', import.meta.url)
  const journal = JSON.parse(readFileSync(new URL('_journal.json', folder), 'utf8')) as {
    entries: { idx: number }[]
  }
  const last = Math.max(...journal.entries.map((entry) => entry.idx))
  const file = `${String(last).padStart(4, '0')}_snapshot.json`
  return JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as Snapshot
}

/** Each table's column names, in order. */
const columnsOf = (snapshot: Snapshot) =>
  Object.fromEntries(
    Object.entries(snapshot.tables as Record<string, { columns: object }>).map(([name, table]) => [
      name,
      Object.keys(table.columns),
    ]),
  )

describe('schema', () => {
  const applied = lastSnapshot()
  const current = generateDrizzleJson(schema)

  it('is what the migrations made: generating one would find nothing to do', async () => {
    expect(await generateMigration(applied, current)).toEqual([])
  })

  it('keeps every table’s columns in the order the migrations created them', () => {
    expect(columnsOf(current)).toEqual(columnsOf(applied))
  })
})
