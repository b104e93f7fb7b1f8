/**
 * Bearer sessions. A token is 32 random bytes handed to the client once; the database
 * keeps only its sha256, so a leaked table cannot be replayed. Logout revokes the row.
 * A session left idle expires (a signed-in one after 30 days, a guest one after a day,
 * since it holds nothing worth keeping); expired and revoked rows are deleted in passing.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNotNull, isNull, lt, ne, or } from 'drizzle-orm'
import type { UserType } from '../../../shared/contract/account/auth.ts'
import type { Db } from '../../db/connect.ts'
import { sessions, users } from '../../db/schema.ts'
import { userTypeOf } from './people.ts'

export interface SessionCaller {
  sessionId: string
  isGuest: boolean
  userType: UserType
  /** null for guests */
  userId: string | null
}

const minute = 60 * 1000
const day = 24 * 60 * minute
export const sessionIdleMs = { user: 30 * day, guest: day }
/** last_seen_at is written at most this often per session, not on every call */
const touchEveryMs = minute
const purgeEveryMs = 10 * minute

/**
 * A new secret handed to the client once (a bearer token, a reset token, a hand-over code):
 * 32 random bytes; only its `hashToken` is stored.
 */
export function newSecret(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export async function startSession(
  db: Db,
  input: { userId: string | null; userType: UserType; isGuest: boolean; deviceId?: string },
  now?: Date,
): Promise<string> {
  const token = newSecret()
  const at = now ?? new Date()
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    userType: input.userType,
    isGuest: input.isGuest,
    deviceId: input.deviceId || null,
    createdAt: at,
    lastSeenAt: at,
  })
  await purgeNowAndThen(db, at)
  return token
}

let lastPurge = 0

/** A new session is the moment to sweep, at most every ten minutes per process. */
async function purgeNowAndThen(db: Db, now: Date): Promise<void> {
  if (Math.abs(now.getTime() - lastPurge) < purgeEveryMs) return
  lastPurge = now.getTime()
  await purgeExpiredSessions(db, now)
}

/** Deletes idle sessions past their expiry and sessions revoked more than a day ago. */
export async function purgeExpiredSessions(db: Db, now: Date): Promise<number> {
  const before = (ms: number) => new Date(now.getTime() - ms)
  const gone = await db
    .delete(sessions)
    .where(
      or(
        and(eq(sessions.isGuest, true), lt(sessions.lastSeenAt, before(sessionIdleMs.guest))),
        lt(sessions.lastSeenAt, before(sessionIdleMs.user)),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before(day))),
      ),
    )
    .returning({ id: sessions.id })
  return gone.length
}

export async function findSession(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<SessionCaller | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      isGuest: sessions.isGuest,
      userType: sessions.userType,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      userExists: users.id,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .limit(1)
  if (!row || (row.userId && !row.userExists)) return null
  const idle = now.getTime() - new Date(row.lastSeenAt).getTime()
  if (idle > (row.isGuest ? sessionIdleMs.guest : sessionIdleMs.user)) return null
  if (idle > touchEveryMs) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, row.sessionId), lt(sessions.lastSeenAt, now)))
  }
  return {
    sessionId: row.sessionId,
    isGuest: row.isGuest,
    userType: userTypeOf(row),
    userId: row.userId,
  }
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId))
}

/** Ends every session of a user (a password reset), or every other one (a password change). */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)]
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId))
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions))
}
