/**
 * The onboarding tour (spec part 1 section 2): 7 steps on wide screens, 4 on narrow ones
 * (600 px or less). Each step points at an element marked `data-tour="<target>"`; a step
 * whose element is not on the page is shown without a highlight.
 */
export interface TourStep {
  target: string
  title: string
  body: string
}

/** Narrow layout at this width or less (spec part 1 section 9). */
export const narrowMaxWidth = 600

const steps = {
  search: {
    target: 'search',
    title: 'Search for anything',
    body: 'Pick an activity, a destination and your dates, then press Explore to see what you can hire.',
  },
  locations: {
    target: 'locations',
    title: 'Locations',
    body: 'Browse top destinations around Australia and what locals hire out there.',
  },
  activities: {
    target: 'activities',
    title: 'Activities',
    body: 'Find experiences and gear by activity: surfing, camping, hiking and more.',
  },
  bookings: {
    target: 'bookings',
    title: 'Bookings',
    body: 'Your current and past hires live here: pick-ups, returns, changes and reviews.',
  },
  listings: {
    target: 'listings',
    title: 'Listings',
    body: 'List your own gear or experiences, manage orders and see what you earn.',
  },
  notifications: {
    target: 'notifications',
    title: 'Notifications',
    body: 'Booking requests, messages and reminders show up here.',
  },
  profile: {
    target: 'profile',
    title: 'Your profile',
    body: 'Edit your profile, invite friends for credit, read the terms, or replay this tutorial.',
  },
} satisfies Record<string, TourStep>

const wide: TourStep[] = [
  steps.search,
  steps.locations,
  steps.activities,
  steps.bookings,
  steps.listings,
  steps.notifications,
  steps.profile,
]
const narrow: TourStep[] = [steps.search, steps.bookings, steps.listings, steps.profile]

/** The steps for a viewport `width` pixels wide. */
export function tourSteps(width: number): TourStep[] {
  return width <= narrowMaxWidth ? narrow : wide
}
