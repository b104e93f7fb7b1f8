/** What anyone may see of a user: names, picture, ratings, listings count and suburb. */
import { and, count, eq } from 'drizzle-orm'
import type { PublicProfile } from '../../shared/contract/profile.ts'
import type { Db } from '../db/connect.ts'
import { items } from '../db/schema.ts'
import type { Absolute } from '../http/urls.ts'
import { findUserById } from './users.ts'

/** Street lines (those starting with a number) stay private. */
export function suburbOnly(address: string | null): string {
  return (address ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !/^\d/.test(part))
    .join(', ')
}

export async function publicProfile(
  db: Db,
  id: string,
  absolute: Absolute,
): Promise<PublicProfile | null> {
  const user = await findUserById(db, id)
  if (!user) return null
  const [listed] = await db
    .select({ n: count() })
    .from(items)
    .where(and(eq(items.supplierId, id), eq(items.status, 'ACTIVE')))
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    companyName: user.companyName,
    aboutCompany: user.aboutCompany,
    profilePicture: absolute(user.profilePicture),
    verifyStatus: user.verifyStatus,
    userType: user.userType === 'BUSINESS' ? 'BUSINESS' : 'INDIVIDUAL',
    rating: user.rating,
    reviewCount: user.reviewCount,
    totalHireItem: listed?.n ?? 0,
    address: suburbOnly(user.address),
    created: user.createdAt.toISOString(),
  }
}
