/**
 * Creating and editing a listing (POST /items, PUT /items). The payload has passed the
 * shared rules (`checkListing`); here the catalogue references and files are checked, and
 * the item, its prices, media and tags are written in one transaction. The item is listed
 * (searchable) at once. Bookings keep the prices they were made with, so an edited price
 * applies to new bookings only.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { ListingPayload } from '../../../shared/contract/listings/listing.ts'
import { listingMessages } from '../../../shared/contract/listings/messages.ts'
import { toCents } from '../../../shared/domain/booking/money.ts'
import { dayRateCents } from '../../../shared/domain/catalogue/day-rate.ts'
import type { Db } from '../../db/connect.ts'
import {
  categories,
  itemMedia,
  itemPrices,
  items,
  itemTags,
  subCategories,
  tags,
} from '../../db/schema.ts'
import { badRequest } from '../../http/errors.ts'
import type { MediaStorage } from '../../ports/media-storage.ts'
import { inTransaction } from '../transactions.ts'
import { resolveListingFiles, type StoredMedia } from './media.ts'
import { type ItemRow, ownedItem } from './owner.ts'

/** The category, subcategory and tags must exist and belong together. */
async function checkCatalogue(db: Db, payload: ListingPayload): Promise<string[]> {
  const { _id: categoryId, subCategoryId } = payload.categories
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .limit(1)
  if (!category) throw badRequest(listingMessages.categoryRequired)
  if (subCategoryId) {
    const [sub] = await db
      .select({ id: subCategories.id })
      .from(subCategories)
      .where(and(eq(subCategories.id, subCategoryId), eq(subCategories.categoryId, categoryId)))
      .limit(1)
    if (!sub) throw badRequest(listingMessages.subCategoryRequired)
  }
  const tagIds = [...new Set(payload.categories.tags ?? [])]
  if (tagIds.length === 0) return []
  const found = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(inArray(tags.id, tagIds), eq(tags.categoryId, categoryId)))
  if (found.length !== tagIds.length) throw badRequest(listingMessages.unknownTag)
  return tagIds
}

function itemValues(payload: ListingPayload, termsDoc: string | null) {
  const product = payload.itemCategoryType === 2
  const group = !product && payload.isGroupBooking === true
  const noMax = payload.isNoMaxHireDuration === true || !payload.maximumHireDuration
  const prices = payload.price.map((price) => ({
    type: price.type,
    amountCents: toCents(price.amount),
  }))
  return {
    categoryId: payload.categories._id,
    subCategoryId: payload.categories.subCategoryId ?? null,
    itemName: payload.itemName.trim(),
    itemDescription: payload.itemDescription.trim(),
    itemConditionNotes: payload.itemConditionNotes?.trim() ?? '',
    itemCategoryType: payload.itemCategoryType,
    availableUnits: product ? (payload.availableUnits ?? 1) : 1,
    isGroupBooking: group,
    minimumGroupNumber: group ? (payload.minimumGroupNumber ?? 1) : null,
    maximumGroupNumber:
      group && !payload.isNoMaxGroup ? (payload.maximumGroupNumber ?? null) : null,
    isNoMaxGroup: group && payload.isNoMaxGroup === true,
    minimumHireDuration: payload.minimumHireDuration,
    maximumHireDuration: noMax ? null : payload.maximumHireDuration,
    isNoMaxHireDuration: noMax,
    pickUpDaysAndTime: payload.isSameAsBusinessHour ? [] : payload.pickUpDaysAndTime,
    isSameAsBusinessHour: payload.isSameAsBusinessHour === true,
    address: payload.address.trim(),
    city: payload.city.trim(),
    state: payload.state.trim(),
    latitude: payload.latitude,
    longitude: payload.longitude,
    bondCents: toCents(payload.bond ?? 0),
    dayPriceCents: dayRateCents(prices) ?? 0,
    instantBooking: payload.instantBooking === true,
    isInsuranceAvailable: payload.isInsuranceAvailable === true,
    isApplyTermsAndCond: payload.isApplyTermsAndCond,
    termsAndCondDoc: termsDoc,
    prices,
  }
}

async function writeChildren(
  tx: Db,
  itemId: string,
  prices: { type: number; amountCents: number }[],
  media: StoredMedia[],
  tagIds: string[],
): Promise<void> {
  await tx.delete(itemPrices).where(eq(itemPrices.itemId, itemId))
  await tx.delete(itemMedia).where(eq(itemMedia.itemId, itemId))
  await tx.delete(itemTags).where(eq(itemTags.itemId, itemId))
  await tx.insert(itemPrices).values(prices.map((price) => ({ itemId, ...price })))
  await tx.insert(itemMedia).values(
    media.map((entry, position) => ({
      itemId,
      url: entry.url,
      // An image is its own thumbnail; a video's is the frame the browser uploaded.
      thumbnailUrl: entry.thumbnailUrl || (entry.type === 1 ? entry.url : ''),
      type: entry.type,
      position,
    })),
  )
  if (tagIds.length) await tx.insert(itemTags).values(tagIds.map((tagId) => ({ itemId, tagId })))
}

export async function createListing(
  db: Db,
  storage: MediaStorage,
  input: { userId: string; payload: ListingPayload; now: Date },
): Promise<string> {
  const tagIds = await checkCatalogue(db, input.payload)
  const files = await resolveListingFiles(db, storage, { ...input, kept: [] })
  const { prices, ...values } = itemValues(input.payload, files.termsDoc)
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(items)
      .values({ ...values, supplierId: input.userId, status: 'ACTIVE', createdAt: input.now })
      .returning({ id: items.id })
    if (!row) throw new Error('Item insert returned nothing')
    await writeChildren(tx, row.id, prices, files.media, tagIds)
    return row.id
  })
}

export async function updateListing(
  db: Db,
  storage: MediaStorage,
  input: { userId: string; itemId: string; payload: ListingPayload },
): Promise<string> {
  const item: ItemRow = await ownedItem(db, input.itemId, input.userId)
  if (item.itemCategoryType !== input.payload.itemCategoryType) {
    throw badRequest(listingMessages.typeLocked)
  }
  const tagIds = await checkCatalogue(db, input.payload)
  const shown = await db
    .select({ url: itemMedia.url, thumb: itemMedia.thumbnailUrl })
    .from(itemMedia)
    .where(eq(itemMedia.itemId, item.id))
  const kept = [
    ...shown.flatMap((entry) => [entry.url, entry.thumb]),
    ...(item.termsAndCondDoc ? [item.termsAndCondDoc] : []),
  ]
  const files = await resolveListingFiles(db, storage, { ...input, kept })
  const { prices, ...values } = itemValues(input.payload, files.termsDoc)
  await inTransaction(db, async (tx) => {
    await tx.update(items).set(values).where(eq(items.id, item.id))
    await writeChildren(tx, item.id, prices, files.media, tagIds)
  })
  return item.id
}
