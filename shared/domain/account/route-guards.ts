/**
 * Route guards (spec part 1 section 2 "Authentication and onboarding routes", section 6,
 * and part 3 section 2.13): which pages a visitor may see given what the browser stores.
 *
 * `decideRoute` and `readGuardState` are self-contained on purpose (no imports, no outside
 * names, plain syntax): the site's layout inlines their source into a tiny script that runs
 * before the first paint, so the rules tested here are exactly the rules the page applies.
 */

/** public: anyone; logged-out: sign-in screens; onboarding: also need a live flow; logged-in: need a user. */
export type RouteKind = 'public' | 'logged-out' | 'onboarding' | 'logged-in'

export interface GuardState {
  accessToken: string | null
  /** INDIVIDUAL or BUSINESS; null when the visitor has not chosen */
  userType: string | null
  /** '1' for guests (and users still onboarding), '0' otherwise */
  isGuestUser: string | null
  /** the onboarding step in progress (session item PENDING_AUTH_TYPE): Verify, CompleteProfile, FavCate */
  pendingAuth: string | null
  /** a sign-up, onboarding or password-reset flow is live in this tab */
  flowActive: boolean
}

export type GuardDecision =
  | { action: 'allow' }
  | { action: 'redirect'; to: string }
  /** a guest on a signed-in page: show the page's shell and ask them to log in or sign up */
  | { action: 'guest' }

export const guardPaths = {
  home: '/',
  userType: '/usertypeselection',
  login: '/auth/Login',
  business: '/business/',
} as const

/** Sign-in screens: a signed-in user is sent home. */
export const loggedOutRoutes = [
  '/usertypeselection',
  '/auth/Login',
  '/auth/Signup',
  '/auth/ForgetPassword',
] as const

/** Screens in the middle of a flow: without a live one they go to /auth/Login. */
export const onboardingRoutes = [
  '/auth/VerfiyCodeScreen',
  '/auth/CompleteProfileScreen',
  '/auth/FavCategoryScreen',
  '/auth/AddViewIDScreen',
  '/auth/ResetPassword',
  '/auth/ForgetOtpCodeScreen',
] as const

/**
 * Readable by anyone: the legal documents sign-up opens in a new tab, and
 * /individualRedirection, whose whole job is to store the INDIVIDUAL type (coming from the
 * business site, or with no type yet) and continue to login — guarding it would bounce
 * exactly the visitors it exists for.
 */
export const publicAuthRoutes = [
  '/auth/accept-policy',
  '/auth/accept-tnc',
  '/individualRedirection',
] as const

/** Pages of a signed-in user: the route itself and everything under it. */
export const loggedInRoutes = [
  '/edit-profile',
  '/notification-setting',
  '/change-password',
  '/invite-friend',
  '/profile-detail',
  '/editcategory',
  '/saved-item',
  '/payment-detail',
  '/notification',
  '/booking',
  '/listing',
  '/item',
  '/insurance-claim',
  '/insurance-tnc',
  '/insurance-item',
  '/insurance-submitted',
  '/approved',
  '/return-item',
  '/completed-order',
  '/user/chat',
] as const

function under(path: string, route: string): boolean {
  return path === route || path.startsWith(`${route}/`)
}

/** The kind of a path (trailing slashes ignored; paths are case-sensitive, as routed). */
export function routeKind(pathname: string): RouteKind {
  const path = pathname.replace(/\/+$/, '') || '/'
  if ((publicAuthRoutes as readonly string[]).includes(path)) return 'public'
  if ((onboardingRoutes as readonly string[]).includes(path)) return 'onboarding'
  if ((loggedOutRoutes as readonly string[]).includes(path) || path.startsWith('/auth/')) {
    return 'logged-out'
  }
  if (loggedInRoutes.some((route) => under(path, route))) return 'logged-in'
  return 'public'
}

/**
 * What to do with a visitor on `path`, a route of `kind`. Never redirects a page to itself.
 * Self-contained: its source is inlined into the page.
 */
export function decideRoute(path: string, kind: RouteKind, state: GuardState): GuardDecision {
  const go = (to: string): GuardDecision =>
    to.replace(/\/+$/, '') === path.replace(/\/+$/, '')
      ? { action: 'allow' }
      : { action: 'redirect', to }
  if (kind === 'public') return { action: 'allow' }
  const user = Boolean(state.accessToken) && state.isGuestUser !== '1'
  if (kind === 'logged-in') {
    if (!state.accessToken) return go('/')
    return user ? { action: 'allow' } : { action: 'guest' }
  }
  if (state.userType === 'BUSINESS') return go('/business/')
  if (user && !state.pendingAuth) return go('/')
  if (!state.userType) return go('/usertypeselection')
  if (kind === 'onboarding' && !state.flowActive) return go('/auth/Login')
  return { action: 'allow' }
}

/** Reads the guard's view of the browser; each getter takes a key without our namespace. */
export type StorageGetter = (key: string) => string | null

/** Session items (this tab, see shared/stores/account/onboarding.ts) that mark a live flow. */
export const flowSessionKeys = ['PENDING_AUTH_TYPE', 'OTPStart', 'resetToken', 'profileDraft']

/**
 * What the guard knows: the session keys (local storage) and the flow items (session
 * storage). Self-contained: its source is inlined into the page.
 */
export function readGuardState(
  local: StorageGetter,
  session: StorageGetter,
  flowKeys: string[],
): GuardState {
  const pendingAuth = session('PENDING_AUTH_TYPE')
  return {
    accessToken: local('accessToken'),
    userType: local('userType'),
    isGuestUser: local('isGuestUser'),
    pendingAuth,
    flowActive: flowKeys.some((key) => Boolean(session(key))),
  }
}
