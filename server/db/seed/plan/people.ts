/**
 * Accounts: the two demo users and, per hub, a local business and one or two individual
 * suppliers. Every seeded account signs in with the demo password (hashed at insert time).
 */
import { createHash } from 'node:crypto'
import type { Random } from '../../../lib/random.ts'
import { locality } from '../../../places/lookup.ts'
import { type HubSeed, hubSeeds } from '../data/hubs.ts'
import { demoAccounts, firstNames, lastNames } from '../data/people.ts'
import { seedId } from '../ids.ts'
import { type MediaJob, mediaPath, type SeedRows, slug } from './types.ts'

export type UserRow = SeedRows['users'][number]

export interface People {
  users: UserRow[]
  media: MediaJob[]
  /** supplier ids by hub key */
  suppliersByHub: Map<string, string[]>
  hirerId: string
  supplierId: string
  /** the demo supplier's payout account, held by the sandbox payouts processor */
  bankDetails: SeedRows['bankDetails']
  sandboxPayoutAccounts: SeedRows['sandboxPayoutAccounts']
}

const avatarColours = [
  '#1f8fc9',
  '#2e8b57',
  '#e67e22',
  '#8e44ad',
  '#c0392b',
  '#16a085',
  '#d35400',
  '#5b7fd6',
]
/** The demo supplier lists gear at these hubs. */
const demoSupplierHubs = ['bondi', 'manly']

const referralCode = (key: string) =>
  createHash('sha1').update(`referral:${key}`).digest('hex').slice(0, 10).toUpperCase()

export function planPeople(rng: Random): People {
  const users: UserRow[] = []
  const media: MediaJob[] = []
  const suppliersByHub = new Map<string, string[]>()

  const add = (
    key: string,
    row: Omit<UserRow, 'id' | 'referralCode' | 'profilePicture' | 'profileStep'>,
  ) => {
    const id = seedId(`user:${key}`)
    const initials =
      `${row.companyName ?? row.firstName}`.charAt(0) +
      (row.companyName ? '' : (row.lastName ?? '').charAt(0))
    const picture = `avatars/${key}.svg`
    media.push({
      kind: 'avatar',
      path: picture,
      initials: initials.toUpperCase(),
      colour: rng.pick(avatarColours),
    })
    users.push({
      ...row,
      id,
      referralCode: referralCode(key),
      profilePicture: mediaPath(picture),
      profileStep: 416,
      isPhoneVerified: Boolean(row.mobileNo),
    })
    return id
  }

  const { hirer, supplier } = demoAccounts
  const hirerId = add(hirer.key, {
    email: hirer.email,
    firstName: hirer.firstName,
    lastName: hirer.lastName,
    userType: 'INDIVIDUAL',
    verifyStatus: 'VERIFIED',
    countryCode: '+61',
    mobileNo: '0412345678',
    address: 'Bondi Beach NSW, Australia',
    latitude: -33.8915,
    longitude: 151.2767,
    rating: 4.8,
    reviewCount: 6,
  })
  const supplierId = add(supplier.key, {
    email: supplier.email,
    firstName: supplier.firstName,
    lastName: supplier.lastName,
    userType: 'INDIVIDUAL',
    verifyStatus: 'VERIFIED',
    countryCode: '+61',
    mobileNo: '0498765432',
    address: 'Manly NSW, Australia',
    latitude: -33.7969,
    longitude: 151.2873,
    rating: 4.9,
    reviewCount: 41,
  })

  hubSeeds.forEach((hub, index) => {
    const ids = [addBusiness(hub, index), addIndividual(hub, 1)]
    if (demoSupplierHubs.includes(hub.key)) ids.push(supplierId)
    else if (rng.chance(0.4)) ids.push(addIndividual(hub, 2))
    suppliersByHub.set(hub.key, ids)
  })
  const bank = demoSupplierBank(supplierId, supplier)
  return { users, media, suppliersByHub, hirerId, supplierId, ...bank }

  function addBusiness(hub: HubSeed, index: number): string {
    const first = rng.pick(firstNames)
    const last = rng.pick(lastNames)
    // Most businesses are verified; a few are still going through checks.
    const verified = index % 3 !== 2 || rng.chance(0.3)
    const [, , latitude, longitude] = locality(hub.place, hub.state)
    return add(`business:${hub.key}`, {
      email: `hello@${slug(hub.business).replaceAll('-', '')}.example.com`,
      firstName: first,
      lastName: last,
      companyName: hub.business,
      userType: 'BUSINESS',
      verifyStatus: verified ? 'VERIFIED' : 'PENDING',
      aboutCompany: `${hub.business} is a locally owned hire business in ${hub.city}.`,
      address: `${hub.streets[0]}, ${hub.place} ${hub.state}`,
      latitude,
      longitude,
      hours: businessHours(index),
      rating: rng.float(4.1, 5, 1),
      reviewCount: rng.int(20, 400),
    })
  }

  function addIndividual(hub: HubSeed, number: number): string {
    const first = rng.pick(firstNames)
    const last = rng.pick(lastNames)
    const [, , latitude, longitude] = locality(hub.place, hub.state)
    return add(`individual:${hub.key}:${number}`, {
      email: `${slug(first)}.${slug(last)}.${hub.key}${number}@example.com`,
      firstName: first,
      lastName: last,
      userType: 'INDIVIDUAL',
      verifyStatus: rng.chance(0.7) ? 'VERIFIED' : 'PENDING',
      address: `${hub.place} ${hub.state}, Australia`,
      latitude,
      longitude,
      rating: rng.float(3.6, 5, 1),
      reviewCount: rng.int(0, 80),
    })
  }
}

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const

/** Opening hours in minutes from midnight: weekdays, Saturday, and Sunday for two in three. */
export function businessHours(index: number) {
  const open = [480, 510, 540][index % 3] ?? 480
  const close = [1020, 1050, 1080][index % 3] ?? 1020
  return [
    ...weekdays.map((day) => ({ day, open, close })),
    { day: 'saturday', open, close: close - 120 },
    ...(index % 3 === 2 ? [] : [{ day: 'sunday', open: open + 60, close: close - 180 }]),
  ]
}

/** A supplier who can list at once: a sandbox payout account (the demo supplier and the seeded suppliers). */
export function demoSupplierBank(
  userId: string,
  person: { firstName: string; lastName: string; email: string },
): Pick<People, 'bankDetails' | 'sandboxPayoutAccounts'> {
  const accountRef = `acct_sandbox_${userId.replaceAll('-', '').slice(0, 16)}`
  const address = { line1: '12 The Corso', city: 'Manly', state: 'NSW', postalCode: '2095' }
  const dob = { dobDay: 14, dobMonth: 3, dobYear: 1988 }
  return {
    bankDetails: [
      {
        userId,
        processor: 'sandbox',
        accountRef,
        externalAccountRef: `${accountRef}_ba`,
        firstName: person.firstName,
        lastName: person.lastName,
        ...dob,
        ...address,
        bsbLast3: '000',
        accountLast3: '456',
      },
    ],
    sandboxPayoutAccounts: [
      {
        id: accountRef,
        userId,
        details: {
          country: 'AU',
          currency: 'aud',
          accountType: 'individual',
          bsbNumber: '062000',
          accountNumber: '000123456',
          first_name: person.firstName,
          last_name: person.lastName,
          email: person.email,
          address: { ...address, postal_code: address.postalCode },
        },
      },
    ],
  }
}
