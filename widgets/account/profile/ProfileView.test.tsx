import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hirer } from '../../../tests/fixtures/profile.ts'

const get = vi.fn()
const patch = vi.fn()
vi.mock('../../../shared/api/client.ts', () => ({
  api: { get, patch, post: vi.fn(async () => ({ accessToken: 'guest' })), delete: vi.fn() },
  bindSession: () => {},
}))
const manly = { placeId: 'manly', main_text: 'Manly', secondary_text: 'NSW, Australia' }
vi.mock('../../../shared/adapters/places/index.ts', () => ({
  placesPort: async () => ({
    autocomplete: async (input: string) => (input.toLowerCase().startsWith('man') ? [manly] : []),
    details: async () => ({ ...manly, address: 'Manly NSW, Australia', lat: -33.8, lng: 151.28 }),
  }),
}))

const { $session, startSession } = await import('../../../shared/stores/core/session.ts')
const { dismissToast } = await import('../../../shared/stores/core/feedback.ts')
const { $profile } = await import('../../../shared/stores/account/profile.ts')
const { FeedbackLayer } = await import('../../ui/FeedbackLayer.tsx')
const { default: ProfileView } = await import('./ProfileView.tsx')

$session.listen(() => {})

beforeEach(() => {
  get.mockReset()
  patch.mockReset()
  get.mockResolvedValue({ user: hirer })
  $profile.set({ status: 'idle', user: null })
  startSession('user-token', 'INDIVIDUAL', hirer)
})
afterEach(() => {
  act(() => dismissToast())
  document.body.innerHTML = ''
})

async function renderView() {
  render(
    <>
      <ProfileView owner="profile" />
      <FeedbackLayer owner="profile" />
    </>,
  )
  return (await screen.findByRole('textbox', { name: 'First name' })) as HTMLInputElement
}

const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement
const type = (name: string, value: string) =>
  fireEvent.input(screen.getByRole('textbox', { name }), { target: { value } })

describe('ProfileView', () => {
  it('loads the stored profile; Save is enabled only once something changed', async () => {
    const first = await renderView()
    expect(first.value).toBe('Harriet')
    expect((screen.getByRole('combobox', { name: 'Address' }) as HTMLInputElement).value).toBe(
      'Bondi Beach NSW 2026',
    )
    expect(save().disabled).toBe(true)
    type('First name', 'Harry')
    expect(save().disabled).toBe(false)
    type('First name', 'Harriet')
    expect(save().disabled).toBe(true)
  })

  it('shows the spec messages for names that are not 3 to 20 letters', async () => {
    await renderView()
    type('Last name', 'Hi')
    type('First name', 'Ha1')
    fireEvent.click(save())
    expect(
      screen.getByText('Last Name must be at least 3 - 20 letter and must include letter.'),
    ).toBeTruthy()
    expect(
      screen.getByText('First Name must be at least 3 - 20 letter and must include letter.'),
    ).toBeTruthy()
    expect(patch).not.toHaveBeenCalled()
  })

  it('saves only what changed and says Successfully Updated', async () => {
    patch.mockResolvedValue({ user: { ...hirer, lastName: 'Hiring' } })
    await renderView()
    type('Last name', 'Hiring')
    fireEvent.click(save())
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith('/user/profile', {
        auth: 'bearer',
        body: { lastName: 'Hiring' },
      }),
    )
    expect((await screen.findByRole('status')).textContent).toContain('Successfully Updated')
    expect(JSON.parse(localStorage.getItem('hire:userInfo') ?? '{}').lastName).toBe('Hiring')
    await waitFor(() => expect(save().disabled).toBe(true))
  })

  it('needs an address picked from the suggestions', async () => {
    patch.mockResolvedValue({ user: hirer })
    await renderView()
    const address = screen.getByRole('combobox', { name: 'Address' })
    fireEvent.input(address, { target: { value: 'Man' } })
    fireEvent.click(save())
    expect(screen.getByText('Please select an address from the suggestions')).toBeTruthy()
    fireEvent.click(await screen.findByRole('option', { name: /Manly/ }))
    await waitFor(() => expect((address as HTMLInputElement).value).toBe('Manly NSW, Australia'))
    fireEvent.click(save())
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith('/user/profile', {
        auth: 'bearer',
        body: { address: 'Manly NSW, Australia', latitude: -33.8, longitude: 151.28 },
      }),
    )
  })

  it('shows ID Verified once the identity is verified', async () => {
    get.mockResolvedValue({ user: { ...hirer, verifyStatus: 'VERIFIED' } })
    await renderView()
    expect(screen.getByRole('button', { name: 'ID Verified' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Upload ID' })).toBeNull()
  })

  it('a refused Save or password change puts focus on the first field to fix', async () => {
    await renderView()
    type('Last name', 'Hi')
    fireEvent.click(save())
    // The last name, not the address after it nor the button.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Last name' })),
    )

    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
    const dialog = screen.getByRole('dialog', { name: 'Change password' })
    fireEvent.input(within(dialog).getByLabelText('Old password'), { target: { value: 'Old1' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }))
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText('New password')),
    )
  })

  it('opens the password, email and phone modals', async () => {
    await renderView()
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
    const dialog = screen.getByRole('dialog', { name: 'Change password' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }))
    // Old and new password are both required.
    expect(within(dialog).getAllByText('Please enter your password')).toHaveLength(2)
    expect(within(dialog).queryByText('New password and confirm password must match.')).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    fireEvent.click(screen.getByRole('button', { name: 'Change email' }))
    expect(screen.getByRole('dialog', { name: 'Change email' })).toBeTruthy()
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    fireEvent.click(screen.getByRole('button', { name: 'Change phone' }))
    const phone = screen.getByRole('dialog', { name: 'Change phone number' })
    expect(
      (within(phone).getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value,
    ).toBe('AU')
    fireEvent.click(within(phone).getByRole('button', { name: 'Send code' }))
    expect(
      within(phone).getByText('The phone number is required or verification is pending.'),
    ).toBeTruthy()
  })

  it('says what went wrong when the profile cannot load', async () => {
    get.mockRejectedValue(new Error('Some thing went wrong'))
    render(<ProfileView owner="profile" />)
    expect(await screen.findByText('Some thing went wrong')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
