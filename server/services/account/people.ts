/** How other people appear in answers: display names, pictures and ratings. */
import type { UserType } from '../../../shared/contract/account/auth.ts'
import type { Absolute } from '../../http/urls.ts'

interface NamedUser {
  userType: string
  firstName: string
  lastName: string
  companyName: string | null
}

/** Businesses show their company name; individuals their first and last name. */
export function displayName(user: NamedUser): string {
  if (user.userType === 'BUSINESS' && user.companyName) return user.companyName
  return `${user.firstName} ${user.lastName}`.trim()
}

/** A stored user type as the contract names it: anything but a business is an individual. */
export function userTypeOf(user: { userType: string }): UserType {
  return user.userType === 'BUSINESS' ? 'BUSINESS' : 'INDIVIDUAL'
}

/** One decimal; null when nobody has reviewed the user yet. */
export function ratingOrNull(rating: number, reviewCount: number): number | null {
  return reviewCount > 0 && rating > 0 ? Math.round(rating * 10) / 10 : null
}

export function personCard(
  user: NamedUser & { id: string; profilePicture: string },
  absolute: Absolute,
) {
  return { _id: user.id, name: displayName(user), profilePicture: absolute(user.profilePicture) }
}

/** A person on a booking (the hirer as the booking's record and the supplier's orders show them). */
export function bookingPerson(
  user: NamedUser & { id: string; profilePicture: string; rating: number; reviewCount: number },
  absolute: Absolute,
) {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    profilePicture: absolute(user.profilePicture),
    rating: ratingOrNull(user.rating, user.reviewCount),
    reviewCount: user.reviewCount,
  }
}
