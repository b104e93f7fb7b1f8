/** What the site says about the business: name, contact details, fixed links. */
export const siteConfig = {
  name: 'Hire Marketplace',
  tagline: 'Hire gear and experiences from locals across Australia',
  description:
    'Hire outdoor gear, equipment and experiences from people near you, all over Australia. Book, pay by card, pick up and go.',
  contact: {
    email: 'hello@hiremarketplace.com.au',
    /** Shown as written; dialled from `phoneHref`. */
    phone: '1300 447 363',
    phoneHref: 'tel:1300447363',
  },
  /** Footer cities, looked up by name among the top destinations. */
  topCities: ['Gold coast', 'Melbourne', 'Adelaide'],
  businessLoginUrl: '/business/auth/Login',
  apps: {
    appStore: 'https://apps.apple.com/au/',
    googlePlay: 'https://play.google.com/store/apps',
  },
} as const

export interface NavLink {
  label: string
  href: string
}

export const mainNav: NavLink[] = [
  { label: 'Locations', href: '/location' },
  { label: 'Activities', href: '/page/activities' },
  { label: 'Bookings', href: '/booking/current' },
  { label: 'Listings', href: '/listing' },
]

export const authLinks = {
  login: '/auth/Login',
  signup: '/auth/Signup',
} as const
