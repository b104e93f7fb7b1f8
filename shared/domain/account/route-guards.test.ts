import { describe, expect, it } from 'vitest'
import {
  decideRoute,
  flowSessionKeys,
  type GuardDecision,
  type GuardState,
  type RouteKind,
  readGuardState,
  routeKind,
} from './route-guards.ts'

const allow: GuardDecision = { action: 'allow' }
const guest: GuardDecision = { action: 'guest' }
const to = (path: string): GuardDecision => ({ action: 'redirect', to: path })

const nobody: GuardState = {
  accessToken: null,
  userType: null,
  isGuestUser: null,
  pendingAuth: null,
  flowActive: false,
}
const guestVisitor: GuardState = {
  ...nobody,
  accessToken: 'guest-token',
  userType: 'INDIVIDUAL',
  isGuestUser: '1',
}
const user: GuardState = { ...guestVisitor, accessToken: 'user-token', isGuestUser: '0' }
const business: GuardState = { ...user, userType: 'BUSINESS' }
const choseIndividual: GuardState = { ...nobody, userType: 'INDIVIDUAL' }
const onboarding: GuardState = {
  ...guestVisitor,
  accessToken: 'new-user-token',
  pendingAuth: 'CompleteProfile',
  flowActive: true,
}
const choosingCategories: GuardState = { ...user, pendingAuth: 'FavCate', flowActive: true }
const resetting: GuardState = { ...guestVisitor, flowActive: true }

describe('routeKind', () => {
  it.each<[string, RouteKind]>([
    ['/', 'public'],
    ['/search-result', 'public'],
    ['/equipments/abc', 'public'],
    ['/termsAndCondition', 'public'],
    ['/business/', 'public'],
    ['/auth/accept-tnc', 'public'],
    ['/auth/accept-policy', 'public'],
    ['/auth/Login', 'logged-out'],
    ['/auth/Login/', 'logged-out'],
    ['/auth/Signup', 'logged-out'],
    ['/auth/ForgetPassword', 'logged-out'],
    ['/usertypeselection', 'logged-out'],
    ['/individualRedirection', 'public'],
    ['/auth/VerfiyCodeScreen', 'onboarding'],
    ['/auth/CompleteProfileScreen', 'onboarding'],
    ['/auth/FavCategoryScreen', 'onboarding'],
    ['/auth/AddViewIDScreen', 'onboarding'],
    ['/auth/ResetPassword', 'onboarding'],
    ['/auth/ForgetOtpCodeScreen', 'onboarding'],
    ['/edit-profile', 'logged-in'],
    ['/notification-setting', 'logged-in'],
    ['/notification', 'logged-in'],
    ['/change-password/abc', 'logged-in'],
    ['/invite-friend/in', 'logged-in'],
    ['/profile-detail/abc', 'logged-in'],
    ['/booking/current', 'logged-in'],
    ['/booking', 'logged-in'],
    ['/listing', 'logged-in'],
    ['/listing/manage-listing/7', 'logged-in'],
    ['/saved-item', 'logged-in'],
    ['/payment-detail', 'logged-in'],
    ['/editcategory', 'logged-in'],
    ['/item/booking', 'logged-in'],
    ['/user/chat', 'logged-in'],
    // Only whole path segments match.
    ['/listings-of-the-week', 'public'],
    ['/notifications', 'public'],
  ])('%s is %s', (path, kind) => {
    expect(routeKind(path)).toBe(kind)
  })
})

describe('decideRoute', () => {
  const table: [string, GuardState, GuardDecision][] = [
    // Public pages: anyone.
    ['/', nobody, allow],
    ['/search-result', guestVisitor, allow],
    ['/auth/accept-tnc', user, allow],
    // Signed-in pages: no token goes home, a guest is asked to sign in, a user stays.
    ['/edit-profile', nobody, to('/')],
    ['/edit-profile', guestVisitor, guest],
    ['/edit-profile', onboarding, guest],
    ['/edit-profile', user, allow],
    ['/booking/current', nobody, to('/')],
    ['/booking/current', guestVisitor, guest],
    ['/listing', guestVisitor, guest],
    ['/listing', user, allow],
    // Sign-in screens: a user with nothing pending goes home.
    ['/auth/Login', user, to('/')],
    ['/auth/Signup', user, to('/')],
    ['/usertypeselection', user, to('/')],
    ['/auth/Login', guestVisitor, allow],
    ['/auth/Login', choseIndividual, allow],
    // No user type chosen: the role-choice screen (but not from itself).
    ['/auth/Login', nobody, to('/usertypeselection')],
    ['/auth/Signup', nobody, to('/usertypeselection')],
    ['/usertypeselection', nobody, allow],
    // The redirector stores INDIVIDUAL itself, so nobody is bounced from it.
    ['/individualRedirection', nobody, allow],
    ['/individualRedirection', { ...nobody, userType: 'BUSINESS' }, allow],
    // Business users belong on the business site.
    ['/auth/Login', business, to('/business/')],
    ['/usertypeselection', { ...nobody, userType: 'BUSINESS' }, to('/business/')],
    ['/auth/CompleteProfileScreen', business, to('/business/')],
    // Flow screens need a live flow.
    ['/auth/VerfiyCodeScreen', guestVisitor, to('/auth/Login')],
    ['/auth/CompleteProfileScreen', choseIndividual, to('/auth/Login')],
    ['/auth/ResetPassword', guestVisitor, to('/auth/Login')],
    ['/auth/ForgetOtpCodeScreen', guestVisitor, to('/auth/Login')],
    ['/auth/CompleteProfileScreen', onboarding, allow],
    ['/auth/AddViewIDScreen', onboarding, allow],
    ['/auth/FavCategoryScreen', choosingCategories, allow],
    ['/auth/FavCategoryScreen', user, to('/')],
    ['/auth/ResetPassword', resetting, allow],
    ['/auth/ForgetOtpCodeScreen', resetting, allow],
    ['/auth/VerfiyCodeScreen', nobody, to('/usertypeselection')],
  ]
  it.each(table)('%s with %o', (path, state, decision) => {
    expect(decideRoute(path, routeKind(path), state)).toEqual(decision)
  })
})

describe('readGuardState', () => {
  const getter = (values: Record<string, string>) => (key: string) => values[key] ?? null

  it('reads the session keys and the pending onboarding step', () => {
    const state = readGuardState(
      getter({ accessToken: 't', userType: 'INDIVIDUAL', isGuestUser: '0' }),
      getter({ PENDING_AUTH_TYPE: 'FavCate' }),
      flowSessionKeys,
    )
    expect(state).toEqual({
      accessToken: 't',
      userType: 'INDIVIDUAL',
      isGuestUser: '0',
      pendingAuth: 'FavCate',
      flowActive: true,
    })
  })

  it('sees no flow when no flow item is stored in this tab', () => {
    const state = readGuardState(getter({}), getter({ unrelated: 'x' }), flowSessionKeys)
    expect(state).toEqual(nobody)
  })
})

describe('self-contained rules', () => {
  it('work from their source alone, as the page runs them', () => {
    const decide = new Function(`return (${decideRoute.toString()})`)() as typeof decideRoute
    const read = new Function(`return (${readGuardState.toString()})`)() as typeof readGuardState
    expect(decide('/edit-profile', 'logged-in', guestVisitor)).toEqual(guest)
    expect(decide('/auth/Login', 'logged-out', nobody)).toEqual(to('/usertypeselection'))
    expect(
      read(
        () => null,
        () => null,
        ['x'],
      ),
    ).toEqual(nobody)
  })
})
