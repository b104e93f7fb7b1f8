/**
 * GET /items/{id}: the Item entity with its category, tags, opening hours (the business's
 * when the item follows them), supplier card, question summary and related items.
 * Unlisted items are shown to their owner only.
 */
import { eq } from 'drizzle-orm'
import type { ItemKindCode } from '../../../shared/contract/catalogue/catalogue.ts'
import type {
  HireDuration,
  ItemDetail,
  PickUpSlot,
} from '../../../shared/contract/catalogue/items.ts'
import type { OwnerFields } from '../../../shared/contract/listings/listing.ts'
import type { Db } from '../../db/connect.ts'
import { categories, items, itemTags, subCategories, tags, users } from '../../db/schema.ts'
import type { Absolute } from '../../http/urls.ts'
import { displayName, ratingOrNull, userTypeOf } from '../account/people.ts'
import { pauseOf } from '../listings/availability.ts'
import { deletedStatus } from '../listings/owner.ts'
import type { Point } from './geo.ts'
import { itemCards } from './item-cards.ts'
import { itemsLikeItem, sliderOptions } from './item-lists.ts'
import { listedItemCount } from './public-profile.ts'
import { questionSummary } from './question-summary.ts'

/** The related-items slider on the detail page shows 5. */
const relatedOnDetail = 5

export async function itemDetail(
  db: Db,
  itemId: string,
  viewer: { userId: string | null; point?: Point },
  absolute: Absolute,
): Promise<ItemDetail | null> {
  const [row] = await db
    .select({
      item: items,
      category: categories,
      subCategory: { id: subCategories.id, name: subCategories.name },
      supplier: users,
    })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, items.subCategoryId))
    .innerJoin(users, eq(users.id, items.supplierId))
    .where(eq(items.id, itemId))
    .limit(1)
  if (!row) return null
  const { item, category, subCategory, supplier } = row
  if (item.status !== 'ACTIVE' && item.supplierId !== viewer.userId) return null
  if (item.status === deletedStatus) return null

  const [[cardRow], tagRows, listed, questions, related] = await Promise.all([
    itemCards(db, [{ id: item.id, distance: null }], viewer.userId, absolute),
    db
      .select({ _id: tags.id, tagName: tags.tagName })
      .from(itemTags)
      .innerJoin(tags, eq(tags.id, itemTags.tagId))
      .where(eq(itemTags.itemId, item.id))
      .orderBy(tags.position),
    listedItemCount(db, supplier.id),
    questionSummary(db, { itemId: item.id }),
    itemsLikeItem(db, item.id, sliderOptions(relatedOnDetail, viewer), absolute),
  ])
  if (!cardRow) return null
  const { card } = cardRow
  const distance = viewer.point ? distanceBetween(viewer.point, item) : null
  // The owner also reads what the wizard and the availability modal edit.
  const owner: Partial<OwnerFields> =
    item.supplierId === viewer.userId
      ? {
          status: item.status,
          ...pauseOf(item),
          ownTermsDoc: absolute(item.termsAndCondDoc) || null,
          subCategoryId: item.subCategoryId,
          tagIds: tagRows.map((tag) => tag._id),
        }
      : {}
  return {
    ...card,
    ...owner,
    distance,
    userId: supplier.id,
    itemDescription: item.itemDescription,
    itemConditionNotes: item.itemConditionNotes,
    reviewCount: item.reviewCount,
    categories: {
      _id: category.id,
      name: category.name,
      icon: absolute(category.icon),
      subCategories: subCategory
        ? [{ _id: subCategory.id, name: subCategory.name, tags: tagRows }]
        : [],
    },
    tags: tagRows,
    availableUnits: item.availableUnits,
    isGroupBooking: item.isGroupBooking,
    minimumGroupNumber: item.minimumGroupNumber,
    maximumGroupNumber: item.isNoMaxGroup ? null : item.maximumGroupNumber,
    isNoMaxGroup: item.isNoMaxGroup,
    minimumHireDuration: durationOf(item.minimumHireDuration),
    maximumHireDuration: item.isNoMaxHireDuration ? null : durationOf(item.maximumHireDuration),
    isNoMaxHireDuration: item.isNoMaxHireDuration,
    pickUpDaysAndTime: openingOf(item, supplier.hours),
    isSameAsBusinessHour: item.isSameAsBusinessHour,
    isApplyTermsAndCond: item.isApplyTermsAndCond,
    termsAndCondDoc: item.isApplyTermsAndCond ? null : absolute(item.termsAndCondDoc) || null,
    isInsuranceAvailable: item.isInsuranceAvailable,
    itemCategoryType: item.itemCategoryType as ItemKindCode,
    supplier: {
      userId: supplier.id,
      name: displayName(supplier),
      profilePicture: absolute(supplier.profilePicture),
      rating: ratingOrNull(supplier.rating, supplier.reviewCount),
      reviewCount: supplier.reviewCount,
      totalHireItem: listed,
      userType: userTypeOf(supplier),
      verifyStatus: supplier.verifyStatus,
    },
    questions,
    relatedItems: related?.list ?? [],
    co2Save: category.co2Save,
    created: item.createdAt.toISOString(),
  }
}

/** A stored hire limit, or null when it is missing or malformed. */
export function durationOf(value: unknown): HireDuration | null {
  const duration = value as { value?: unknown; type?: unknown } | null
  if (!duration || typeof duration.value !== 'number' || typeof duration.type !== 'number') {
    return null
  }
  return { value: duration.value, type: duration.type }
}

type SlotRow = { day: string; startTime?: number; endTime?: number; open?: number; close?: number }

/** The item's own hours, or the business's when the item follows them. */
export function openingOf(
  item: { isSameAsBusinessHour: boolean; pickUpDaysAndTime: unknown },
  businessHours: unknown,
): PickUpSlot[] {
  const own = (item.pickUpDaysAndTime as SlotRow[] | null) ?? []
  const business = (businessHours as SlotRow[] | null) ?? []
  const rows = item.isSameAsBusinessHour && business.length > 0 ? business : own
  return rows.map((slot) => ({
    day: slot.day as PickUpSlot['day'],
    startTime: slot.startTime ?? slot.open ?? 0,
    endTime: slot.endTime ?? slot.close ?? 0,
  }))
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180

/** Haversine distance in km, rounded like the lists' (two decimals). */
function distanceBetween(a: Point, b: Point): number {
  const dLat = toRadians(b.latitude - a.latitude)
  const dLng = toRadians(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2
  return Math.round(6371 * 2 * Math.asin(Math.min(1, Math.sqrt(h))) * 100) / 100
}
