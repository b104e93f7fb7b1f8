/**
 * The whole seed as data: a pure function of the seed date (which only shifts dates).
 * The database seeder inserts its rows; the media generator draws its media jobs.
 */
import { createRandom } from '../../../lib/random.ts'
import { planActivity } from './activity.ts'
import { planCatalogue } from './catalogue.ts'
import { planCommunity } from './community.ts'
import { planConversations } from './conversations.ts'
import { planHome } from './home.ts'
import { planListingExtras } from './listing-extras.ts'
import { planListings } from './listings.ts'
import { planNotifications } from './notifications.ts'
import { demoSupplierBank, planPeople } from './people.ts'
import { planSupplierOrders, seededPayouts } from './supplier-orders.ts'
import type { MediaJob, SeedRows } from './types.ts'

export type { DemoScenario } from './activity.ts'
export { bookedOutWindow, demoFavouriteCategories } from './activity.ts'
export type { Conversation } from './conversations.ts'
export { unreadOf } from './conversations.ts'

/** Start of the UTC day: seeds made on the same day get identical dates. */
export function seedAnchor(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
}

export function buildSeedPlan(anchor = seedAnchor()) {
  const rng = createRandom('hire-marketplace-seed-v1')
  const catalogue = planCatalogue()
  const people = planPeople(rng)
  const listings = planListings(rng, people.suppliersByHub, anchor)
  const home = planHome(anchor)
  const activity = planActivity(
    anchor,
    listings.items,
    listings.itemPrices,
    people.hirerId,
    people.supplierId,
  )
  const extras = planListingExtras(listings.items, people.users, listings.itemMedia)
  const demo = { hirerId: people.hirerId, supplierId: people.supplierId }
  const community = planCommunity(anchor, people.users, listings.items, demo)
  const orders = planSupplierOrders(
    anchor,
    listings.items,
    listings.itemPrices,
    people.users,
    demo,
    new Set(activity.bookings.map((booking) => booking.itemId as string)),
  )
  const payouts = seededPayouts(people.users, extras.items, demo.supplierId, demoSupplierBank)
  const bookings = [...activity.bookings, ...orders.bookings]
  const bookingChanges = [...activity.bookingChanges, ...orders.bookingChanges]
  const said = {
    bookings,
    questions: community.questions,
    items: extras.items,
    users: community.users,
  }
  const conversations = planConversations(anchor, said, demo)
  const notifications = planNotifications(anchor, { ...said, bookingChanges }, conversations, demo)
  const rows: SeedRows = {
    users: community.users,
    categories: catalogue.categories,
    subCategories: catalogue.subCategories,
    tags: catalogue.tags,
    userCategories: activity.userCategories,
    items: extras.items,
    itemPrices: listings.itemPrices,
    itemMedia: extras.itemMedia,
    itemTags: listings.itemTags,
    bookmarks: activity.bookmarks,
    cards: [...activity.cards, ...orders.cards],
    sandboxCards: [...activity.sandboxCards, ...orders.sandboxCards],
    bookings,
    bookingChanges,
    payments: [...activity.payments, ...orders.payments],
    sandboxCharges: [...activity.sandboxCharges, ...orders.sandboxCharges],
    reviews: community.reviews,
    questions: community.questions,
    carbonFacts: community.carbonFacts,
    reviewTags: home.reviewTags,
    destinations: home.destinations,
    stories: home.stories,
    banners: home.banners,
    contents: home.contents,
    bankDetails: [...people.bankDetails, ...payouts.bankDetails],
    sandboxPayoutAccounts: [...people.sandboxPayoutAccounts, ...payouts.sandboxPayoutAccounts],
    notifications,
  }
  const media: MediaJob[] = [
    ...catalogue.media,
    ...people.media,
    ...listings.media,
    ...extras.media,
    ...home.media,
  ]
  const consoleSeed = {
    hirerId: orders.hirerId,
    payoutPendingSupplierId: payouts.payoutPendingSupplierId,
  }
  return {
    rows,
    media,
    scenario: activity.scenario,
    demo,
    console: consoleSeed,
    conversations,
  }
}
