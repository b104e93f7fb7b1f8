import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configure } from '../../config.ts'
import {
  $session,
  $signedIn,
  $user,
  clearSession,
  ensureGuestSession,
  forceSignOut,
  logOut,
  startSession,
} from './session.ts'

let guestLogins = 0
let logouts = 0

beforeEach(() => {
  guestLogins = 0
  logouts = 0
  localStorage.clear()
  clearSession()
  configure({ apiBase: 'https://api.test/api/v1', reloadOnSignOut: false })
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new Request(input, init).url
    if (url.endsWith('/user/guest-login')) {
      guestLogins += 1
      return Response.json({
        statusCode: 200,
        data: { accessToken: `guest-${guestLogins}`, userType: 'INDIVIDUAL' },
      })
    }
    if (url.endsWith('/user/logout')) logouts += 1
    return Response.json({ statusCode: 200, data: {} })
  })
})
afterEach(() => vi.unstubAllGlobals())

const hirer = {
  _id: '5f0c2c1e-0000-4000-8000-000000000001',
  firstName: 'Harriet',
  lastName: 'Hirer',
  email: 'hirer@example.com',
  profilePicture: '',
  verifyStatus: 'VERIFIED',
  referralCode: 'ABCDEFGHIJ',
  profileStep: 416,
}

describe('$session', () => {
  it('logs a visitor in as guest once, even when asked concurrently', async () => {
    await Promise.all([ensureGuestSession(), ensureGuestSession(), ensureGuestSession()])
    expect(guestLogins).toBe(1)
    expect($session.get()).toEqual({
      accessToken: 'guest-1',
      userType: 'INDIVIDUAL',
      isGuestUser: '1',
    })
    expect(localStorage.getItem('hire:accessToken')).toBe('guest-1')
    expect(localStorage.getItem('hire:isGuestUser')).toBe('1')
    expect($signedIn.get()).toBe(false)
  })

  it('keeps a signed-in user under namespaced keys', () => {
    startSession('tok-9', 'INDIVIDUAL', hirer)
    expect($signedIn.get()).toBe(true)
    expect($user.get()?.firstName).toBe('Harriet')
    expect(localStorage.getItem('hire:accessToken')).toBe('tok-9')
    expect(JSON.parse(localStorage.getItem('hire:userInfo') ?? '{}').email).toBe(
      'hirer@example.com',
    )
    expect(Object.keys(localStorage).every((key) => key.startsWith('hire:'))).toBe(true)
  })

  it('keeps the guest flag until onboarding reaches favourite categories', () => {
    startSession('tok-1', 'INDIVIDUAL', { ...hirer, profileStep: 414 })
    expect($session.get().isGuestUser).toBe('1')
    startSession('tok-2', 'INDIVIDUAL', { ...hirer, profileStep: 415 })
    expect($session.get().isGuestUser).toBe('0')
  })

  it('forced sign-out clears only our keys and continues as guest without reloading', async () => {
    localStorage.setItem('partner:cart', '["tour-42"]')
    localStorage.setItem('theme', 'dark')
    startSession('tok-9', 'INDIVIDUAL', hirer)
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    forceSignOut()
    expect(localStorage.getItem('hire:accessToken')).toBeNull()
    expect(localStorage.getItem('hire:userInfo')).toBeNull()
    expect(localStorage.getItem('partner:cart')).toBe('["tour-42"]')
    expect(localStorage.getItem('theme')).toBe('dark')
    await ensureGuestSession()
    expect($session.get().accessToken).toBe('guest-1')
    expect(reload).not.toHaveBeenCalled()
  })

  it('reloads after a forced sign-out on our own site', () => {
    configure({ reloadOnSignOut: true })
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    startSession('tok-9', 'INDIVIDUAL', hirer)
    forceSignOut()
    expect(reload).toHaveBeenCalledTimes(1)
    expect(localStorage.getItem('hire:accessToken')).toBeNull()
  })

  it('logs out on the server, forgets the user and continues as guest', async () => {
    startSession('tok-9', 'INDIVIDUAL', hirer)
    await logOut()
    expect(logouts).toBe(1)
    expect($signedIn.get()).toBe(false)
    expect($user.get()).toBeNull()
    expect($session.get()).toEqual({
      accessToken: 'guest-1',
      userType: 'INDIVIDUAL',
      isGuestUser: '1',
    })
  })
})
