import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const post = vi.fn(async (path: string) =>
  path === '/user/guest-login' ? { accessToken: 'guest-token', userType: 'INDIVIDUAL' } : {},
)
vi.mock('../../../shared/api/client.ts', () => ({
  api: { get: vi.fn(async () => ({})), post },
  bindSession: () => {},
}))

const { $session, startSession } = await import('../../../shared/stores/core/session.ts')
const { $tourOpen } = await import('../../../shared/stores/account/tour.ts')
const { closeDialog } = await import('../../../shared/stores/core/feedback.ts')
const { FeedbackLayer } = await import('../../ui/FeedbackLayer.tsx')
const { accountMenuItems, menuMessages } = await import('./account-menu.ts')
const { beforeLogOut } = await import('../../../shared/stores/core/log-out-steps.ts')

const hirer = {
  _id: 'u1',
  firstName: 'Harriet',
  lastName: 'Hirer',
  email: 'hirer@example.com',
  profilePicture: '',
  verifyStatus: '',
  referralCode: 'ABCDEFGHIJ',
  profileStep: 416,
}

// Keep the session mounted: mounting it reads our keys back from storage.
$session.listen(() => {})

beforeEach(() => {
  localStorage.clear()
  post.mockClear()
  startSession('user-token', 'INDIVIDUAL', hirer)
})
afterEach(() => {
  act(() => closeDialog())
  document.body.innerHTML = ''
})

function items(goHome = vi.fn()) {
  const list = accountMenuItems({ supportHref: 'mailto:help@example.com', owner: 'header', goHome })
  return { goHome, select: (key: string) => list.find((item) => item.key === key)?.select?.() }
}

describe('profile menu items', () => {
  it('link to the profile, referral program, terms and support', () => {
    const list = accountMenuItems({ supportHref: 'mailto:help@example.com', owner: 'header' })
    expect(list.map((item) => [item.label, item.href])).toEqual([
      ['My Profile', '/edit-profile'],
      ['Referral Program', '/invite-friend/in'],
      ['Terms & Conditions', '/termsAndCondition'],
      ['Support Chat', 'mailto:help@example.com'],
      ['Tutorial', undefined],
      ['Log out', undefined],
    ])
  })

  it('Tutorial restarts the tour', () => {
    $tourOpen.set(false)
    items().select('tutorial')
    expect($tourOpen.get()).toBe(true)
    $tourOpen.set(false)
  })

  it('Log out asks first; No keeps the session', async () => {
    render(<FeedbackLayer owner="header" />)
    const { goHome, select } = items()
    act(() => select('logout'))
    const dialog = screen.getByRole('dialog', { name: menuMessages.logoutConfirm })
    expect(dialog.textContent).toContain('Are you sure you want to Log out?')
    fireEvent.click(screen.getByRole('button', { name: 'No' }))
    await act(async () => {})
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(post).not.toHaveBeenCalledWith('/user/logout', expect.anything())
    expect($session.get().accessToken).toBe('user-token')
    expect(goHome).not.toHaveBeenCalled()
  })

  it('Log out then Yes logs out on the server, forgets the session and goes home', async () => {
    render(<FeedbackLayer owner="header" />)
    const { goHome, select } = items()
    act(() => select('logout'))
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(goHome).toHaveBeenCalledTimes(1))
    expect(post).toHaveBeenCalledWith('/user/logout', { auth: 'bearer' })
    expect(localStorage.getItem('hire:userInfo')).toBeNull()
    expect($session.get()).toEqual({
      accessToken: 'guest-token',
      userType: 'INDIVIDUAL',
      isGuestUser: '1',
    })
  })

  it('Log out runs the registered steps first, while the session still exists', async () => {
    render(<FeedbackLayer owner="header" />)
    const seen: string[] = []
    const stop = beforeLogOut(async () => {
      seen.push(`${$session.get().accessToken} before logout: ${post.mock.calls.length === 0}`)
      throw new Error('a failing step does not stop the log-out')
    })
    const { goHome, select } = items()
    act(() => select('logout'))
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(goHome).toHaveBeenCalledTimes(1))
    stop()
    expect(seen).toEqual(['user-token before logout: true'])
    expect(post).toHaveBeenCalledWith('/user/logout', { auth: 'bearer' })
  })
})
