/**
 * What anyone may see of a user: names, picture, rating, listings count and suburb, and
 * for profile pages the tags and categories of their listings, a business's opening
 * hours and a place for the map (an individual's suburb, never their street).
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { PublicProfile } from '../../../shared/contract/account/profile.ts'
import type { BusinessHours } from '../../../shared/contract/supplier/profiles.ts'
import type { Db } from '../../db/connect.ts'
import { categories, isListed, items, itemTags, tags } from '../../db/schema.ts'
import type { Absolute } from '../../http/urls.ts'
import { displayName, ratingOrNull } from '../account/people.ts'
import { findUserById } from '../account/users.ts'
import { countRows } from '../count.ts'
import { questionSummary } from './question-summary.ts'

/** Street lines (those starting with a number) stay private. */
export function suburbOnly(address: string | null): string {
  return (address ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !/^\d/.test(part))
    .join(', ')
}

/** How many items the supplier has listed ('items for hire' on supplier cards and profiles). */
export async function listedItemCount(db: Db, supplierId: string): Promise<number> {
  return countRows(db, items, and(eq(items.supplierId, supplierId), isListed))
}

/** About a kilometre: enough for a map of the area, not enough to find a home. */
const roughly = (degrees: number) => Math.round(degrees * 100) / 100

export async function publicProfile(
  db: Db,
  id: string,
  absolute: Absolute,
): Promise<PublicProfile | null> {
  const user = await findUserById(db, id)
  if (!user) return null
  const active = and(eq(items.supplierId, id), isListed)
  const uses = sql<number>`count(*)`.mapWith(Number)
  const [listed, tagRows, categoryRows, questions] = await Promise.all([
    listedItemCount(db, id),
    db
      .select({ _id: tags.id, tagName: tags.tagName, uses })
      .from(items)
      .innerJoin(itemTags, eq(itemTags.itemId, items.id))
      .innerJoin(tags, eq(tags.id, itemTags.tagId))
      .where(active)
      .groupBy(tags.id)
      .orderBy(desc(uses), tags.tagName),
    db
      .select({ _id: categories.id, name: categories.name, icon: categories.icon, uses })
      .from(items)
      .innerJoin(categories, eq(categories.id, items.categoryId))
      .where(active)
      .groupBy(categories.id)
      .orderBy(desc(uses), categories.name),
    questionSummary(db, { ownerId: id }),
  ])
  const business = user.userType === 'BUSINESS'
  const hasPlace = user.latitude !== null && user.longitude !== null
  return {
    _id: user.id,
    userId: user.id,
    name: displayName(user),
    firstName: user.firstName,
    lastName: user.lastName,
    companyName: user.companyName,
    aboutCompany: user.aboutCompany,
    profilePicture: absolute(user.profilePicture),
    verifyStatus: user.verifyStatus,
    userType: business ? 'BUSINESS' : 'INDIVIDUAL',
    rating: ratingOrNull(user.rating, user.reviewCount),
    reviewCount: user.reviewCount,
    totalHireItem: listed,
    address: suburbOnly(user.address),
    created: user.createdAt.toISOString(),
    tags: tagRows.map(({ _id, tagName }) => ({ _id, tagName })),
    categories: categoryRows.map((row) => ({
      _id: row._id,
      name: row.name,
      icon: absolute(row.icon),
    })),
    hours: business ? ((user.hours as BusinessHours[] | null) ?? []) : null,
    location: hasPlace
      ? {
          address: business ? (user.address ?? '') : suburbOnly(user.address),
          latitude: business ? (user.latitude as number) : roughly(user.latitude as number),
          longitude: business ? (user.longitude as number) : roughly(user.longitude as number),
        }
      : null,
    questions,
  }
}
