import { PGlite } from '@electric-sql/pglite'
import { asc, desc, gt } from 'drizzle-orm'
import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/connect.ts'
import { countRows, pagedRows } from './count.ts'

const things = pgTable('things', { id: integer('id').primaryKey(), name: text('name').notNull() })

describe('pagedRows', () => {
  const client = new PGlite()
  const db = drizzle(client) as unknown as Db
  // An in-memory database starts in seconds, or tens of them on a busy machine.
  beforeAll(async () => {
    await client.waitReady
    await client.exec(`create table things (id int primary key, name text not null);
      insert into things values (1, 'kayak'), (2, 'tent'), (3, 'bike'), (4, 'board');`)
  }, 120_000)
  afterAll(() => client.close())

  it('answers a page in order and the total of every matching row', async () => {
    const order = [desc(things.id)]
    expect(await pagedRows(db, things, { order }, { limit: 2 })).toEqual({
      rows: [
        { id: 4, name: 'board' },
        { id: 3, name: 'bike' },
      ],
      total: 4,
    })
    const where = gt(things.id, 1)
    const page = await pagedRows(
      db,
      things,
      { where, order: [asc(things.name)] },
      {
        limit: 2,
        offset: 1,
      },
    )
    expect(page).toEqual({
      rows: [
        { id: 4, name: 'board' },
        { id: 2, name: 'tent' },
      ],
      total: 3,
    })
    expect(await countRows(db, things, where)).toBe(3)
  })

  it('answers an empty page past the end, with the total', async () => {
    const order = [asc(things.id)]
    expect(await pagedRows(db, things, { order }, { limit: 2, offset: 10 })).toEqual({
      rows: [],
      total: 4,
    })
  })
})
