/** Test data for the supplier islands: a profile, its reviews and items. */

import type { PublicProfile } from '../../../shared/contract/account/profile.ts'
import type { ItemSummary } from '../../../shared/contract/catalogue/catalogue.ts'
import type { Review } from '../../../shared/contract/supplier/profiles.ts'

export const supplierId = 'sup-1'

export const tags = Array.from({ length: 9 }, (_, n) => ({ _id: `t${n}`, tagName: `Tag ${n}` }))

export const profile: PublicProfile = {
  _id: supplierId,
  userId: supplierId,
  name: 'Sam Supplier',
  firstName: 'Sam',
  lastName: 'Supplier',
  companyName: null,
  aboutCompany: null,
  profilePicture: 'https://api.example/media/sam.svg',
  verifyStatus: 'VERIFIED',
  userType: 'INDIVIDUAL',
  rating: 4.8,
  reviewCount: 12,
  totalHireItem: 11,
  address: 'Manly NSW, Australia',
  created: '2025-03-10T01:00:00.000Z',
  tags,
  categories: [{ _id: 'c1', name: 'Kayaking', icon: '/media/kayak.svg' }],
  hours: null,
  location: { address: 'Manly NSW, Australia', latitude: -33.8, longitude: 151.29 },
  questions: { totalQuestion: 3, newQuestion: 1 },
}

export function review(n: number, overrides: Partial<Review> = {}): Review {
  const person = { name: `Reviewer ${n}`, profilePicture: '' }
  return {
    _id: `r${n}`,
    rating: 5 - (n % 3),
    comment: `Comment number ${n}`,
    reviewer: { _id: `u${n}`, ...person },
    userData: person,
    type: 1,
    reviewTags: [{ tagName: 'Easy pick-up' }],
    itemId: `i${n}`,
    itemName: `Item ${n}`,
    created: '2026-11-02T00:00:00.000Z',
    ...overrides,
  }
}

export const reviews = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => review(from + index))

export function item(n: number): ItemSummary {
  return {
    _id: `i${n}`,
    itemName: `Item ${n}`,
    media: [],
    rating: 4.5,
    reviewTag: '',
    distance: null,
    price: [{ type: 1, amount: 40 }],
    bond: 0,
    bookMarked: false,
    instantBooking: true,
    itemCategoryType: 2,
    categories: { _id: 'c1', name: 'Kayaking', icon: '' },
    pickUpLocation: {
      address: 'Manly',
      city: 'Manly',
      state: 'NSW',
      latitude: -33.8,
      longitude: 151.29,
    },
  }
}

export const items = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => item(from + index))
