import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountMessages } from '../../../../shared/contract/account/rules.ts'
import { nextStepFor } from '../../../../shared/domain/account/onboarding.ts'
import { beginStep, clearOnboarding } from '../../../../shared/stores/account/onboarding.ts'
import { dismissToast } from '../../../../shared/stores/core/feedback.ts'
import {
  $session,
  $user,
  clearSession,
  startSession,
} from '../../../../shared/stores/core/session.ts'
import { demoUser, fakeApi, mountSession } from '../../../../tests/fixtures/fake-client.ts'
import { manlyPlaces } from '../../../../tests/fixtures/places.ts'
import { AccountWidget } from '../../AccountWidget.tsx'

const verifiedUser = {
  ...demoUser,
  firstName: '',
  lastName: '',
  profileStep: 414,
  isPhoneVerified: true,
  countryCode: '+61',
  mobileNo: '0412345678',
}

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>
let unmountSession = () => {}

beforeEach(() => {
  unmountSession = mountSession()
  localStorage.clear()
  sessionStorage.clear()
  clearSession()
  clearOnboarding()
  startSession('user-token', 'INDIVIDUAL', verifiedUser)
  beginStep(nextStepFor(414))
  assign = vi.fn<(url: string | URL) => void>()
  vi.spyOn(window.location, 'assign').mockImplementation(assign)
})
afterEach(() => {
  unmountSession()
  act(() => dismissToast())
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

const places = manlyPlaces

describe('Almost done...', () => {
  it('asks for every required field with the spec messages', async () => {
    sessionStorage.clear()
    clearSession()
    startSession('user-token', 'INDIVIDUAL', {
      ...demoUser,
      firstName: '',
      lastName: '',
      profileStep: 414,
    })
    fakeApi({})
    render(<AccountWidget view="complete-profile" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Almost done...' })).toBeTruthy()
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }))
    expect(screen.getAllByText(accountMessages.nameRequired)).toHaveLength(2)
    expect(screen.getByText(accountMessages.phone)).toBeTruthy()
    expect(screen.getByText(accountMessages.address)).toBeTruthy()
    fireEvent.input(screen.getByLabelText('First name'), { target: { value: 'Al' } })
    expect(screen.getByText(accountMessages.nameLetters)).toBeTruthy()
  })

  it('saves names, the verified phone, a chosen address and the ID check, then goes to categories', async () => {
    const api = fakeApi({
      ...places,
      'POST /sandbox/identity-check': () => ({ code: 'id-code', transaction_id: 'tx-1' }),
      'POST /user/profile': () => ({
        profileStep: 415,
        user: { ...verifiedUser, firstName: 'Kylie', profileStep: 415 },
      }),
    })
    render(<AccountWidget view="complete-profile" />)
    fireEvent.input(await screen.findByLabelText('First name'), { target: { value: 'Kylie' } })
    fireEvent.input(screen.getByLabelText('Last name'), { target: { value: 'Nguyen' } })
    // Read as dialled with the country code: the trunk zero is dropped.
    expect(screen.getByText(/\+61 412345678/)).toBeTruthy()
    expect(screen.queryByText(/\+61 0412345678/)).toBeNull()
    const address = screen.getByRole('combobox', { name: 'Address' })
    fireEvent.input(address, { target: { value: 'Man' } })
    fireEvent.click(await screen.findByRole('option', { name: /Manly/ }))
    await waitFor(() =>
      expect((address as HTMLInputElement).value).toBe('Manly NSW 2095, Australia'),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Verify my ID' }))
    expect(await screen.findByText(/ID check complete/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://hire.test/auth/FavCategoryScreen'),
    )
    expect(api.find('POST /user/profile')[0]?.body).toEqual({
      firstName: 'Kylie',
      lastName: 'Nguyen',
      name: 'Kylie Nguyen',
      countryCode: '+61',
      mobileNo: '0412345678',
      location: { address: 'Manly NSW 2095, Australia', latitude: -33.797, longitude: 151.285 },
      code: 'id-code',
      transaction_id: 'tx-1',
    })
    expect($user.get()?.profileStep).toBe(415)
    expect($session.get().isGuestUser).toBe('0')
    expect(sessionStorage.getItem('hire:PENDING_AUTH_TYPE')).toBe('FavCate')
    expect(sessionStorage.getItem('hire:profileDraft')).toBeNull()
  })

  it('forgets an address typed over, and keeps the draft for the ID photo screen', async () => {
    fakeApi(places)
    render(<AccountWidget view="complete-profile" />)
    fireEvent.input(await screen.findByLabelText('First name'), { target: { value: 'Kylie' } })
    const address = screen.getByRole('combobox', { name: 'Address' })
    fireEvent.input(address, { target: { value: 'Man' } })
    fireEvent.click(await screen.findByRole('option', { name: /Manly/ }))
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('hire:profileDraft') ?? '{}').location).toBeTruthy(),
    )
    fireEvent.input(address, { target: { value: 'Manly N' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByText(accountMessages.address)).toBeTruthy()
    const draft = JSON.parse(sessionStorage.getItem('hire:profileDraft') ?? '{}')
    expect(draft).toMatchObject({ firstName: 'Kylie', location: null })
    expect(
      within(document.body)
        .getByRole('link', { name: 'Add or view ID photos' })
        .getAttribute('href'),
    ).toBe('https://hire.test/auth/AddViewIDScreen')
  })
})
