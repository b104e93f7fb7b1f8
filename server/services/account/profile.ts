/**
 * Completing and editing the profile. Completion needs the phone number verified by SMS
 * code first and, when the client sends an identity check, that check confirmed: then the
 * user is VERIFIED. Everything is written in one transaction.
 */
import { eq, sql } from 'drizzle-orm'
import { accountApiMessages } from '../../../shared/contract/account/account.ts'
import { profileStep } from '../../../shared/contract/account/auth.ts'
import { normalizeMobileNo } from '../../../shared/contract/account/fields.ts'
import { profileMessages } from '../../../shared/contract/account/profile.ts'
import { accountMessages } from '../../../shared/contract/account/rules.ts'
import { mediaMessages, mediaRules } from '../../../shared/contract/core/media.ts'
import type { Db } from '../../db/connect.ts'
import { users } from '../../db/schema.ts'
import { badRequest } from '../../http/errors.ts'
import type { Ports } from '../../ports/index.ts'
import { inTransaction } from '../transactions.ts'
import { ownMediaPath } from '../uploads.ts'
import type { UserRow } from './users.ts'

export interface ProfileCompletion {
  firstName: string
  lastName: string
  countryCode: string
  mobileNo: string
  location: { address: string; latitude: number; longitude: number }
  code?: string
  transaction_id?: string
}

export async function completeProfile(
  db: Db,
  ports: Ports,
  user: UserRow,
  input: ProfileCompletion,
  now: Date,
): Promise<void> {
  if (user.profileStep === profileStep.verifyEmail) {
    throw badRequest(accountApiMessages.emailNotVerified)
  }
  const verifiedNumber =
    user.isPhoneVerified &&
    user.countryCode === input.countryCode &&
    normalizeMobileNo(user.mobileNo ?? '') === normalizeMobileNo(input.mobileNo)
  if (!verifiedNumber) throw badRequest(accountMessages.phone)
  const identity = input.code !== undefined || input.transaction_id !== undefined
  if (identity && !(input.code && input.transaction_id)) {
    throw badRequest(profileMessages.identityIncomplete)
  }
  await inTransaction(db, async (tx) => {
    if (identity) {
      const confirmation = {
        userId: user.id,
        code: input.code ?? '',
        transactionId: input.transaction_id ?? '',
      }
      const confirmed = await ports.identityCheck.confirm(tx, confirmation, now)
      if (!confirmed) throw badRequest(profileMessages.identityFailed)
    }
    await tx
      .update(users)
      .set({
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        address: input.location.address.trim(),
        latitude: input.location.latitude,
        longitude: input.location.longitude,
        ...(identity ? { verifyStatus: 'VERIFIED' } : {}),
        profileStep: sql`greatest(${users.profileStep}, ${profileStep.favouriteCategories})`,
      })
      .where(eq(users.id, user.id))
  })
}

export interface ProfileUpdate {
  firstName?: string
  lastName?: string
  address?: string
  latitude?: number
  longitude?: number
  documentFrontImage?: string
  documentBackImage?: string
}

export async function updateProfile(
  db: Db,
  ports: Ports,
  userId: string,
  input: ProfileUpdate,
): Promise<void> {
  const placed = [input.address, input.latitude, input.longitude].filter((v) => v !== undefined)
  if (placed.length !== 0 && placed.length !== 3) {
    throw badRequest(profileMessages.locationTogether)
  }
  const changes: Partial<typeof users.$inferInsert> = {}
  if (input.firstName !== undefined) changes.firstName = input.firstName.trim()
  if (input.lastName !== undefined) changes.lastName = input.lastName.trim()
  if (input.address !== undefined) {
    changes.address = input.address.trim()
    changes.latitude = input.latitude
    changes.longitude = input.longitude
  }
  const idPhoto = (url: string) =>
    ownMediaPath(db, ports.mediaStorage, {
      userId,
      url,
      types: mediaRules.idTypes,
      typeMessage: mediaMessages.idImage,
    })
  if (input.documentFrontImage !== undefined) {
    changes.documentFrontImage = await idPhoto(input.documentFrontImage)
  }
  if (input.documentBackImage !== undefined) {
    changes.documentBackImage = await idPhoto(input.documentBackImage)
  }
  if (Object.keys(changes).length === 0) return
  await db.update(users).set(changes).where(eq(users.id, userId))
}

export async function setProfilePicture(
  db: Db,
  ports: Ports,
  userId: string,
  url: string,
): Promise<void> {
  const profilePicture = await ownMediaPath(db, ports.mediaStorage, {
    userId,
    url,
    types: mediaRules.imageTypes,
    typeMessage: profileMessages.pictureType,
  })
  await db.update(users).set({ profilePicture }).where(eq(users.id, userId))
}
