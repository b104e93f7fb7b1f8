/** Listings with their prices, media, tags and bookmarks. Money in integer cents. */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core'
import { categories, subCategories, tags } from './catalogue.ts'
import {
  coordinates,
  createdAt,
  link,
  ownedBy,
  position,
  randomId,
  refersTo,
  reviewTotals,
} from './columns.ts'
import { ownedByUser, users } from './users.ts'

/** The condition of a listed (searchable) item, as SQL text the partial indexes share. */
export const listed = sql.raw(`status = 'ACTIVE'`)

export const items = pgTable(
  'items',
  {
    id: randomId(),
    supplierId: refersTo('supplier_id', () => users.id),
    categoryId: refersTo('category_id', () => categories.id),
    subCategoryId: link('sub_category_id', () => subCategories.id),
    itemName: text('item_name').notNull(),
    itemDescription: text('item_description').notNull().default(''),
    itemConditionNotes: text('item_condition_notes').notNull().default(''),
    /** 1 experience, 2 product */
    itemCategoryType: smallint('item_category_type').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    availableUnits: integer('available_units').notNull().default(1),
    isGroupBooking: boolean('is_group_booking').notNull().default(false),
    minimumGroupNumber: integer('minimum_group_number'),
    maximumGroupNumber: integer('maximum_group_number'),
    isNoMaxGroup: boolean('is_no_max_group').notNull().default(false),
    minimumHireDuration: jsonb('minimum_hire_duration'),
    maximumHireDuration: jsonb('maximum_hire_duration'),
    isNoMaxHireDuration: boolean('is_no_max_hire_duration').notNull().default(false),
    pickUpDaysAndTime: jsonb('pick_up_days_and_time').notNull().default([]),
    isSameAsBusinessHour: boolean('is_same_as_business_hour').notNull().default(false),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    ...coordinates(),
    bondCents: integer('bond_cents').notNull().default(0),
    /** The per-day equivalent of the item's prices: what price filters and sorting use. */
    dayPriceCents: integer('day_price_cents').notNull(),
    instantBooking: boolean('instant_booking').notNull().default(false),
    isInsuranceAvailable: boolean('is_insurance_available').notNull().default(false),
    isApplyTermsAndCond: boolean('is_apply_terms_and_cond').notNull().default(false),
    termsAndCondDoc: text('terms_and_cond_doc'),
    ...reviewTotals(),
    reviewTag: text('review_tag').notNull().default(''),
    hireCount: integer('hire_count').notNull().default(0),
    /**
     * Days the supplier paused the item (both included, as calendar dates): search hides it
     * and bookings are refused for them. unavailable_today marks a pause set for one day
     * through the 'unavailable today' switch.
     */
    unavailableFrom: date('unavailable_from', { mode: 'string' }),
    unavailableTo: date('unavailable_to', { mode: 'string' }),
    unavailableToday: boolean('unavailable_today').notNull().default(false),
    bookmarkCount: integer('bookmark_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // Search reads listed items only: its indexes are partial, so counts of a filter can be
    // answered from the index alone (queries spell the condition as the literal `listed`).
    index('items_category_idx').on(t.categoryId).where(listed),
    index('items_sub_category_idx').on(t.subCategoryId).where(listed),
    index('items_supplier_idx').on(t.supplierId, t.createdAt),
    // With the id, 'closest first' is answered from the index alone.
    index('items_location_idx').on(t.latitude, t.longitude, t.id).where(listed),
    index('items_day_price_idx').on(t.dayPriceCents).where(listed),
    index('items_hire_count_idx').on(t.hireCount).where(listed),
    index('items_bookmark_count_idx').on(t.bookmarkCount).where(listed),
    index('items_created_idx').on(t.createdAt).where(listed),
    // Substring search (ilike '%word%') on name and description; needs pg_trgm.
    index('items_text_trgm_idx')
      .using('gin', sql`(${t.itemName} || ' ' || ${t.itemDescription}) gin_trgm_ops`)
      .where(listed),
    check('items_units_positive', sql`${t.availableUnits} >= 1`),
    check('items_money_positive', sql`${t.bondCents} >= 0 and ${t.dayPriceCents} >= 0`),
    check('items_kind', sql`${t.itemCategoryType} in (1, 2)`),
  ],
)

/** `listed` in queries, written so the planner matches it to the partial indexes. */
export const isListed = sql`${items.status} = 'ACTIVE'`

export const itemPrices = pgTable(
  'item_prices',
  {
    itemId: ownedBy('item_id', () => items.id),
    /** 1 day, 2 week, 3 month, 4 hour, 5 half day */
    type: smallint('type').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.type] }),
    check('item_prices_amount', sql`${t.amountCents} > 0`),
  ],
)

export const itemMedia = pgTable(
  'item_media',
  {
    id: randomId(),
    itemId: ownedBy('item_id', () => items.id),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    /** 1 image, 2 video */
    type: smallint('type').notNull().default(1),
    position: position(),
  },
  (t) => [index('item_media_item_idx').on(t.itemId, t.position)],
)

export const itemTags = pgTable(
  'item_tags',
  {
    itemId: ownedBy('item_id', () => items.id),
    tagId: ownedBy('tag_id', () => tags.id),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.tagId] }), index('item_tags_tag_idx').on(t.tagId)],
)

export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: ownedByUser(),
    itemId: ownedBy('item_id', () => items.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index('bookmarks_item_idx').on(t.itemId)],
)
