/**
 * Sessions expire after a period of inactivity (guests sooner), and expired rows are deleted.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { expect, inject, it } from 'vitest'
import { openDatabase } from '../../server/db/connect.ts'
import { sessions } from '../../server/db/schema.ts'
import {
  findSession,
  purgeExpiredSessions,
  sessionIdleMs,
  startSession,
} from '../../server/services/account/sessions.ts'
import { guestToken, register } from './accounts.ts'
import { bearer, describeApi, type RunningApi } from './harness.ts'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

const profileStatus = async (api: RunningApi, token: string) =>
  (await api.call('/user/profile', { auth: bearer(token) })).status

const guestStatus = async (api: RunningApi, token: string) =>
  (await api.call('/items/categories?chunk=1', { auth: bearer(token) })).status

describeApi('session expiry', (api) => {
  it('ends a guest session after a day without use', async () => {
    const token = await guestToken(api())
    api().advanceTime(23 * HOUR)
    expect(await guestStatus(api(), token)).toBe(200)
    // Counted from the last use, not from the start.
    api().advanceTime(23 * HOUR)
    expect(await guestStatus(api(), token)).toBe(200)
    api().advanceTime(DAY + HOUR)
    const expired = await api().call('/items/categories?chunk=1', { auth: bearer(token) })
    expect(expired.status).toBe(401)
    expect((await expired.json()).message).toBe('Your session has expired. Please sign in again.')
  })

  it('keeps a signed-in session while it is used, and ends it after 30 idle days', async () => {
    const { data } = await register(api())
    const token = data.accessToken
    for (let i = 0; i < 3; i++) {
      api().advanceTime(29 * DAY)
      expect(await profileStatus(api(), token)).toBe(200)
    }
    api().advanceTime(31 * DAY)
    expect(await profileStatus(api(), token)).toBe(401)
  })
})

it('deletes expired and long-revoked sessions', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'hire-sessions-'))
  await cp(inject('pgliteTemplate'), dataDir, { recursive: true })
  const database = await openDatabase({ dataDir })
  try {
    const db = database.db
    const start = new Date('2030-01-01T00:00:00Z')
    const guest = await startSession(
      db,
      { userId: null, userType: 'INDIVIDUAL', isGuest: true },
      start,
    )
    const later = new Date(start.getTime() + sessionIdleMs.guest + HOUR)
    expect(await findSession(db, guest, later)).toBeNull()
    expect(await purgeExpiredSessions(db, later)).toBeGreaterThan(0)
    const left = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.isGuest, true))
    expect(left).toHaveLength(0)
    // Nothing is left that was idle longer than a signed-in session may be.
    const userLimit = new Date(later.getTime() - sessionIdleMs.user)
    const rows = await db.select({ seen: sessions.lastSeenAt }).from(sessions)
    expect(rows.every((row) => new Date(row.seen) >= userLimit)).toBe(true)
  } finally {
    await database.close()
    await rm(dataDir, { recursive: true, force: true })
  }
})
