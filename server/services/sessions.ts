/**
 * Bearer sessions. A token is 32 random bytes handed to the client once; the database
 * keeps only its sha256, so a leaked table cannot be replayed. Logout revokes the row.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull, ne } from 'drizzle-orm'
import type { UserType } from '../../shared/contract/account/auth.ts'
import type { Db } from '../db/connect.ts'
import { sessions, users } from '../db/schema.ts'

export interface SessionCaller {
  sessionId: string
  isGuest: boolean
  userType: UserType
  /** null for guests */
  userId: string | null
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export async function startSession(
  db: Db,
  input: { userId: string | null; userType: UserType; isGuest: boolean; deviceId?: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    userType: input.userType,
    isGuest: input.isGuest,
    deviceId: input.deviceId || null,
  })
  return token
}

export async function findSession(db: Db, token: string): Promise<SessionCaller | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      isGuest: sessions.isGuest,
      userType: sessions.userType,
      userId: sessions.userId,
      userExists: users.id,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .limit(1)
  if (!row || (row.userId && !row.userExists)) return null
  return {
    sessionId: row.sessionId,
    isGuest: row.isGuest,
    userType: row.userType === 'BUSINESS' ? 'BUSINESS' : 'INDIVIDUAL',
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
