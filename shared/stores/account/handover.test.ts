import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/errors.ts'

const post = vi.fn<(path: string, options?: unknown) => Promise<unknown>>()
vi.mock('../../api/client.ts', () => ({ api: { post }, bindSession: () => {} }))

const { $config, configure } = await import('../../config.ts')
const { $session, startSession, clearSession } = await import('../core/session.ts')
const { needsHandover, withHandover } = await import('./handover-issue.ts')
const { redeemPendingHandover } = await import('./handover-redeem.ts')

const user = {
  _id: 'u1',
  firstName: 'Harriet',
  lastName: 'Hirer',
  email: 'hirer@example.com',
  profilePicture: '',
  verifyStatus: '',
  referralCode: 'ABC',
  profileStep: 416,
}
const code = 'C'.repeat(43)
const market = 'https://market.example'
const original = $config.get()

beforeEach(() => {
  post.mockReset()
  clearSession()
  sessionStorage.clear()
  configure({ siteUrl: market })
})
afterEach(() => $config.set(original))

describe('issuing a hand-over on a partner page', () => {
  it('adds a fresh code for a signed-in visitor leaving for the marketplace', async () => {
    startSession('partner-token', 'INDIVIDUAL', user)
    post.mockResolvedValueOnce({ code, expiresIn: 60 })
    const href = await withHandover(`${market}/equipments/i1?itemId=i1&startDate=5`)
    expect(post).toHaveBeenCalledWith('/user/handover-code', { auth: 'bearer' })
    expect(href).toBe(`${market}/equipments/i1?itemId=i1&startDate=5&handover=${code}`)
    expect(href).not.toContain('partner-token')
  })

  it('asks nothing for a guest, another origin than the marketplace, or this origin', async () => {
    expect(needsHandover(`${market}/`)).toBe(false)
    startSession('partner-token', 'INDIVIDUAL', user)
    expect(needsHandover('https://elsewhere.example/')).toBe(false)
    expect(needsHandover(`${location.origin}/page`)).toBe(false)
    expect(await withHandover('https://elsewhere.example/')).toBe('https://elsewhere.example/')
    expect(post).not.toHaveBeenCalled()
  })

  it('lets the visitor go on as a guest when no code can be had', async () => {
    startSession('partner-token', 'INDIVIDUAL', user)
    post.mockRejectedValueOnce(new ApiError('Please log in or sign up to continue.', 403, null))
    expect(await withHandover(`${market}/`)).toBe(`${market}/`)
  })
})

describe('redeeming a hand-over on the marketplace', () => {
  it('spends the waiting code for a session of this origin', async () => {
    sessionStorage.setItem('hire:handover', code)
    post.mockResolvedValueOnce({
      accessToken: 'market-token',
      profileStep: 416,
      userType: 'INDIVIDUAL',
      user,
    })
    expect(await redeemPendingHandover()).toBe(true)
    expect(post).toHaveBeenCalledWith('/user/handover-code/exchange', {
      auth: 'basic',
      body: { code },
    })
    expect($session.get()).toMatchObject({ accessToken: 'market-token', isGuestUser: '0' })
    expect(sessionStorage.getItem('hire:handover')).toBeNull()
  })

  it('leaves a visitor with a refused code a guest', async () => {
    sessionStorage.setItem('hire:handover', code)
    post.mockRejectedValueOnce(new ApiError('This sign-in link has expired.', 400, null))
    post.mockResolvedValueOnce({ accessToken: 'guest-token', userType: 'INDIVIDUAL' })
    expect(await redeemPendingHandover()).toBe(false)
    expect(post).toHaveBeenLastCalledWith('/user/guest-login', { auth: 'basic' })
    expect($session.get()).toMatchObject({ accessToken: 'guest-token', isGuestUser: '1' })
    expect(sessionStorage.getItem('hire:handover')).toBeNull()
  })

  it('does nothing without a waiting code', async () => {
    expect(await redeemPendingHandover()).toBe(false)
    expect(post).not.toHaveBeenCalled()
  })
})
