/**
 * Profile, phone, notification settings and referrals (spec part 1 section 7, "Profile and
 * settings"), with the User entity of section 3.
 */
import { boolean, enums, object, optional, size, string } from 'superstruct'
import { id, queryInt } from '../core/fields.ts'
import type { SupplierFacts } from '../supplier/profiles.ts'
import type { UserInfo, UserType } from './auth.ts'
import {
  addressField,
  countryCodeField,
  latitudeField,
  locationField,
  longitudeField,
  mobileNoField,
  onboardingName,
  otpField,
  profileName,
} from './fields.ts'

export const profileCalls = {
  profile: { method: 'GET', path: '/user/profile' },
  /** completes onboarding's profile step (414 -> 415) */
  completeProfile: { method: 'POST', path: '/user/profile' },
  updateProfile: { method: 'PATCH', path: '/user/profile' },
  profilePicture: { method: 'PATCH', path: '/user/profile-picture' },
  profileView: { method: 'GET', path: '/user/profile-view/:id' },
  /** sends a code by SMS to a new number; also used during onboarding */
  changeMobileNo: { method: 'POST', path: '/user/change-mobileNo' },
  /** confirms the number with that code: it is then stored and verified */
  verifyChangeOtp: { method: 'POST', path: '/user/verify-change-otp' },
  referral: { method: 'GET', path: '/user/referral' },
  setting: { method: 'PUT', path: '/user/setting' },
} as const

export const profileViewPath = (userId: string) =>
  `/user/profile-view/${encodeURIComponent(userId)}`

export const profileMessages = {
  saved: 'Successfully Updated',
  identityFailed: 'The digital ID check could not be confirmed. Please try again.',
  identityIncomplete: 'Send both code and transaction_id from the digital ID check.',
  locationTogether: 'Send address, latitude and longitude together.',
  notYourMedia: 'Please upload the image first.',
  idImageType: 'Please upload a JPEG or PNG image',
  pictureType: 'Please upload an image.',
  phoneTaken: 'This phone number is already used by another account.',
  userNotFound: 'User not found.',
} as const

export interface NotificationSwitches {
  email: boolean
  push: boolean
  sms: boolean
}

export interface UserLocation {
  address: string
  latitude: number | null
  longitude: number | null
}

/** The User entity: everything the signed-in user may see about their own account. */
export interface AccountUser extends UserInfo {
  mobileNo: string
  countryCode: string
  isPhoneVerified: boolean
  location: UserLocation
  documentFrontImage: string
  documentBackImage: string
  /** presence only: payout details are never sent */
  bankDetail: boolean
  messageSetting: NotificationSwitches
  reminderSetting: NotificationSwitches
  userType: UserType
}

/**
 * What anyone may see of another user (GET /user/profile-view/{id}), with what the
 * supplier profile pages show (spec part 3 section 2.11).
 */
export interface PublicProfile extends SupplierFacts {
  _id: string
  firstName: string
  lastName: string
  companyName: string | null
  aboutCompany: string | null
  profilePicture: string
  verifyStatus: string
  userType: UserType
  /** one decimal; null when the user has no reviews yet */
  rating: number | null
  reviewCount: number
  /** active listings */
  totalHireItem: number
  /** suburb-level address only */
  address: string
  created: string
}

export interface ProfileData {
  user: AccountUser
}
export interface CompleteProfileData {
  profileStep: number
  user: AccountUser
}
export interface ProfileViewData {
  user: PublicProfile
}

export const completeProfileBody = object({
  firstName: onboardingName(),
  lastName: onboardingName(),
  /** the spec's form also sends a full name; the server keeps first and last */
  name: optional(size(string(), 0, 250)),
  countryCode: countryCodeField(),
  mobileNo: mobileNoField(),
  location: locationField(),
  code: optional(size(string(), 1, 200)),
  transaction_id: optional(size(string(), 1, 200)),
})

/** Media fields take a URL answered by POST /media-upload, or '' to remove. */
const mediaUrl = () => size(string(), 0, 1000)

export const updateProfileBody = object({
  firstName: optional(profileName()),
  lastName: optional(profileName()),
  address: optional(addressField()),
  latitude: optional(latitudeField()),
  longitude: optional(longitudeField()),
  documentFrontImage: optional(mediaUrl()),
  documentBackImage: optional(mediaUrl()),
})

export const profilePictureBody = object({ profilePicture: mediaUrl() })
export const profileViewParams = object({ id: id() })

export const changeMobileNoBody = object({
  countryCode: countryCodeField(),
  mobileNo: mobileNoField(),
})
export const verifyChangeOtpBody = object({
  countryCode: countryCodeField(),
  mobileNo: mobileNoField(),
  otp: otpField(),
})

/** PUT /user/setting: type 1 email, 2 push, 3 sms; category 1 messages, 2 reminders. */
export const settingType = { email: 1, push: 2, sms: 3 } as const
export const settingCategory = { messages: 1, reminders: 2 } as const
export const settingBody = object({
  status: boolean(),
  type: enums([1, 2, 3] as const),
  category: enums([1, 2] as const),
})
export interface SettingsData {
  messageSetting: NotificationSwitches
  reminderSetting: NotificationSwitches
}

/** Referral program: invite a friend and get a $20 credit (spec part 1 sections 2 and 9). */
export const referralRules = { creditCents: 2000, validMonths: 6 } as const

export const referralQuery = object({
  pageNo: optional(queryInt(1, 10_000)),
  limit: optional(queryInt(1, 100)),
})
export interface ReferralCredit {
  _id: string
  /** dollars */
  amount: number
  expiresAt: string
  created: string
  isExpired: boolean
  /** spent as a booking's discount (a credit pays for one booking) */
  isUsed?: boolean
  /** the friend who signed up with the code */
  referredUser: { firstName: string; lastName: string } | null
}
export interface ReferralData {
  list: ReferralCredit[]
  total: number
  referralCode: string
  /** dollars of credit neither expired nor spent */
  availableAmount: number
}
