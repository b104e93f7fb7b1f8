/** Sign-in calls needed by every widget (spec part 1 section 7, "Authentication"). */
import { enums, object, optional, refine, size, string } from 'superstruct'

export const authCalls = {
  guestLogin: { method: 'POST', path: '/user/guest-login' },
  login: { method: 'POST', path: '/user/login' },
  logout: { method: 'POST', path: '/user/logout' },
} as const

export const userTypes = ['INDIVIDUAL', 'BUSINESS'] as const
export type UserType = (typeof userTypes)[number]

/** profileStep decides the screen after sign-in (spec part 1 section 4). */
export const profileStep = {
  verifyEmail: 413,
  completeProfile: 414,
  favouriteCategories: 415,
  done: 416,
} as const

export interface UserInfo {
  _id: string
  firstName: string
  lastName: string
  email: string
  profilePicture: string
  verifyStatus: string
  referralCode: string
  profileStep: number
}

export interface GuestLoginData {
  accessToken: string
  userType: UserType
}

export interface LoginData {
  accessToken: string
  profileStep: number
  userType: UserType
  user: UserInfo
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const isEmail = (value: string) => emailPattern.test(value)
/* @__NO_SIDE_EFFECTS__ */
export const email = () =>
  refine(size(string(), 3, 254), 'email', (value) => isEmail(value) || 'must be a valid email')

export const loginBody = object({
  email: email(),
  password: size(string(), 1, 100),
  userType: optional(enums(userTypes)),
  deviceId: optional(size(string(), 0, 200)),
  deviceToken: optional(size(string(), 0, 500)),
})

export const guestLoginBody = optional(
  object({
    deviceId: optional(size(string(), 0, 200)),
    deviceToken: optional(size(string(), 0, 500)),
  }),
)
