import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hirer } from '../../../tests/fixtures/profile.ts'

const get = vi.fn()
vi.mock('../../../shared/api/client.ts', () => ({
  api: { get, post: vi.fn(async () => ({ accessToken: 'guest' })) },
  bindSession: () => {},
}))

const { $session, startSession } = await import('../../../shared/stores/core/session.ts')
const { dismissToast } = await import('../../../shared/stores/core/feedback.ts')
const { FeedbackLayer } = await import('../../ui/FeedbackLayer.tsx')
const { default: InviteView } = await import('./InviteView.tsx')
const { canShare } = await import('./invite.ts')

$session.listen(() => {})

const credits = {
  list: [
    {
      _id: 'c1',
      amount: 20,
      expiresAt: '2030-05-01T00:00:00.000Z',
      created: '2029-11-01T00:00:00.000Z',
      isExpired: false,
      referredUser: { firstName: 'Sam', lastName: 'Surfer' },
    },
  ],
  total: 1,
  referralCode: 'HARRIET123',
  availableAmount: 20,
}

let writeText: ReturnType<typeof vi.fn>

beforeEach(() => {
  get.mockReset()
  get.mockResolvedValue(credits)
  startSession('user-token', 'INDIVIDUAL', hirer)
  writeText = vi.fn(async () => {})
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
})
afterEach(() => {
  act(() => dismissToast())
  document.body.innerHTML = ''
  Reflect.deleteProperty(navigator, 'share')
})

function renderView() {
  render(
    <>
      <InviteView owner="invite" />
      <FeedbackLayer owner="invite" />
    </>,
  )
}

describe('InviteView', () => {
  it('shows the offer, the read-only code and the credits', async () => {
    renderView()
    expect(
      screen.getByRole('heading', { name: 'Invite your friends and get a $20 credit!' }),
    ).toBeTruthy()
    const code = screen.getByRole('textbox', { name: 'Your referral code' }) as HTMLInputElement
    expect(code.readOnly).toBe(true)
    expect(code.value).toBe('HARRIET123')
    expect(await screen.findByText(/from Sam Surfer/)).toBeTruthy()
    expect(screen.getByText('Available credit: $20.00')).toBeTruthy()
    expect(screen.getByText('Use by 01 May. 2030')).toBeTruthy()
    expect(get).toHaveBeenCalledWith('/user/referral', {
      auth: 'bearer',
      query: { pageNo: 1, limit: 50 },
    })
  })

  it('copies the code when it is clicked, with a success toast', async () => {
    renderView()
    fireEvent.click(screen.getByRole('textbox', { name: 'Your referral code' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('HARRIET123'))
    expect((await screen.findByRole('status')).textContent).toContain('Referral code copied')
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2))
  })

  it('shows an error toast when the browser refuses to copy', async () => {
    writeText.mockRejectedValue(new Error('denied'))
    renderView()
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }))
    expect((await screen.findByRole('alert')).textContent).toContain('could not be copied')
  })

  it('offers Share code only where the browser can share', async () => {
    expect(canShare({} as Navigator)).toBe(false)
    renderView()
    await screen.findByText(/from Sam Surfer/)
    expect(screen.queryByRole('button', { name: 'Share code' })).toBeNull()
    document.body.innerHTML = ''

    const share = vi.fn(async (_data: ShareData) => {})
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    expect(canShare()).toBe(true)
    renderView()
    fireEvent.click(await screen.findByRole('button', { name: 'Share code' }))
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1))
    expect(share.mock.calls[0]?.[0]).toMatchObject({
      title: 'Invite your friends and get a $20 credit!',
      text: expect.stringContaining('HARRIET123'),
    })
  })

  it('says when there are no credits yet', async () => {
    get.mockResolvedValue({ ...credits, list: [], total: 0, availableAmount: 0 })
    renderView()
    expect(await screen.findByText(/No credits yet/)).toBeTruthy()
  })
})
