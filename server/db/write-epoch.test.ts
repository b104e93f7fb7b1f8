import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countWrites, writeEpochOf } from './write-epoch.ts'

describe('countWrites', () => {
  const client = new PGlite()
  const db = {}
  countWrites(client, db)
  const epoch = () => writeEpochOf(db)?.() ?? -1
  // An in-memory database starts in seconds, or tens of them on a busy machine.
  beforeAll(() => client.waitReady, 120_000)
  afterAll(() => client.close())

  it('counts statements that may write and transactions, once they have finished', async () => {
    await client.exec('create table t (n int)')
    const start = epoch()
    await client.query('select count(*) from t')
    expect(epoch()).toBe(start)
    const inserting = client.query('insert into t values (1)')
    expect(epoch()).toBe(start)
    await inserting
    expect(epoch()).toBe(start + 1)
    await client.transaction(async (tx) => {
      await tx.query('update t set n = 2')
      expect(epoch()).toBe(start + 1)
    })
    expect(epoch()).toBe(start + 2)
    await client.query('with gone as (delete from t returning n) select n from gone')
    expect(epoch()).toBe(start + 3)
  })

  it('counts a failed write too', async () => {
    const start = epoch()
    await expect(client.query('insert into missing values (1)')).rejects.toThrow()
    expect(epoch()).toBe(start + 1)
  })

  it('has no count for a database it does not wrap', () => {
    expect(writeEpochOf({})).toBeUndefined()
  })
})
