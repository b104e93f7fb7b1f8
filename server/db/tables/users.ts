/** Accounts and bearer sessions. */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { at, createdAt, link, ownedBy, randomId, reviewTotals, stamp } from './columns.ts'

export const users = pgTable(
  'users',
  {
    id: randomId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    userType: text('user_type').notNull().default('INDIVIDUAL'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    companyName: text('company_name'),
    aboutCompany: text('about_company'),
    profilePicture: text('profile_picture').notNull().default(''),
    verifyStatus: text('verify_status').notNull().default('PENDING'),
    referralCode: text('referral_code').notNull(),
    profileStep: smallint('profile_step').notNull().default(413),
    countryCode: text('country_code'),
    mobileNo: text('mobile_no'),
    /** set when the number was confirmed with an SMS code */
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Payout details; the API only ever reveals whether they exist. */
    bankDetail: jsonb('bank_detail'),
    /** paths of the user's own uploads (`/media/uploads/…`), '' when none */
    documentFrontImage: text('document_front_image').notNull().default(''),
    documentBackImage: text('document_back_image').notNull().default(''),
    /** notification switches: messages and reminders, each by email, push and SMS */
    messageEmail: boolean('message_email').notNull().default(true),
    messagePush: boolean('message_push').notNull().default(true),
    messageSms: boolean('message_sms').notNull().default(true),
    reminderEmail: boolean('reminder_email').notNull().default(true),
    reminderPush: boolean('reminder_push').notNull().default(true),
    reminderSms: boolean('reminder_sms').notNull().default(true),
    /** businesses' opening hours: [{ day, open, close }] in minutes from midnight */
    hours: jsonb('hours'),
    /** IANA zone the supplier's revenue days are counted in */
    timeZone: text('time_zone').notNull().default('Australia/Sydney'),
    ...reviewTotals(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_type_idx').on(sql`lower(${t.email})`, t.userType),
    uniqueIndex('users_referral_code_idx').on(t.referralCode),
    check('users_rating_range', sql`${t.rating} between 0 and 5`),
  ],
)

/** The user a row belongs to: the row goes when its user goes. */
export const ownedByUser = () => ownedBy('user_id', () => users.id)

/** Bearer sessions, guests included. Only the sha256 of a token is ever stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: randomId(),
    tokenHash: text('token_hash').notNull(),
    userId: link('user_id', () => users.id, 'cascade'),
    userType: text('user_type').notNull().default('INDIVIDUAL'),
    isGuest: boolean('is_guest').notNull(),
    deviceId: text('device_id'),
    createdAt: createdAt(),
    /** the last call made with the token (kept to the minute): idle sessions expire */
    lastSeenAt: stamp('last_seen_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_last_seen_idx').on(t.lastSeenAt),
  ],
)
