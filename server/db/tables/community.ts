/** Questions on items and profiles, and reviews between hirers and suppliers. */
import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core'
import { bookings } from './bookings.ts'
import { at, createdAt, link, ownedBy, randomId } from './columns.ts'
import { items } from './items.ts'
import { users } from './users.ts'

/**
 * A question on an item (item_id set) or on a supplier's profile (item_id null). owner_id
 * is who may answer: the item's supplier or the profile's user.
 */
export const questions = pgTable(
  'questions',
  {
    id: randomId(),
    itemId: link('item_id', () => items.id, 'cascade'),
    ownerId: ownedBy('owner_id', () => users.id),
    askerId: ownedBy('asker_id', () => users.id),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredAt: at('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('questions_item_idx').on(t.itemId, t.createdAt),
    index('questions_owner_idx').on(t.ownerId, t.createdAt),
    index('questions_asker_idx').on(t.askerId),
    check('questions_length', sql`char_length(${t.question}) between 1 and 500`),
    check('questions_answer_length', sql`${t.answer} is null or char_length(${t.answer}) <= 500`),
  ],
)

/**
 * A review of one user by another: type 1 a hirer about a supplier (and the item hired),
 * type 2 a supplier about a hirer. Whoever writes one also updates the reviewee's
 * users.rating and users.review_count, which sorting and profiles read.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: randomId(),
    revieweeId: ownedBy('reviewee_id', () => users.id),
    reviewerId: ownedBy('reviewer_id', () => users.id),
    itemId: link('item_id', () => items.id, 'set null'),
    bookingId: link('booking_id', () => bookings.id, 'set null'),
    type: smallint('type').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    /** names of the review tags chosen */
    reviewTags: jsonb('review_tags').notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_reviewee_idx').on(t.revieweeId, t.createdAt),
    index('reviews_item_idx').on(t.itemId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_type', sql`${t.type} in (1, 2)`),
  ],
)
