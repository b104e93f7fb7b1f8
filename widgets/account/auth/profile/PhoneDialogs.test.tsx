import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountMessages } from '../../../../shared/contract/account/rules.ts'
import { clearSession, startSession } from '../../../../shared/stores/core/session.ts'
import { demoUser, fakeApi, mountSession } from '../../../../tests/fixtures/fake-client.ts'
import { LayerContext } from '../../../ui/layer.ts'
import { PhoneSection } from './PhoneSection.tsx'

let unmountSession = () => {}

beforeEach(() => {
  unmountSession = mountSession()
  localStorage.clear()
  clearSession()
  startSession('user-token', 'INDIVIDUAL', { ...demoUser, profileStep: 414 })
})
afterEach(() => {
  unmountSession()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

function renderSection() {
  const onChange = vi.fn()
  const onError = vi.fn()
  render(
    <LayerContext.Provider value={null}>
      <PhoneSection value={null} onChange={onChange} onError={onError} />
    </LayerContext.Provider>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Add phone number' }))
  const dialog = screen.getByRole('dialog', { name: 'Add phone number' })
  return { dialog, onChange, onError }
}

const countryBox = (dialog: HTMLElement) =>
  within(dialog).getByRole('combobox', { name: 'Country' }) as HTMLInputElement

describe('the country picker', () => {
  it('starts on Australia, +61, and names the number the code goes to as it is typed', () => {
    fakeApi({})
    const { dialog } = renderSection()
    expect(countryBox(dialog).value).toBe('Australia (+61)')
    const hint = (text: string) => within(dialog).getByText(text)
    expect(hint('We will text a 5-digit code to your +61 number to check it.')).toBeTruthy()
    fireEvent.input(within(dialog).getByLabelText('Phone number'), {
      target: { value: '0412 345 678' },
    })
    expect(hint('We will text a 5-digit code to +61 412 345 678 to check it.')).toBeTruthy()
  })

  it('lists every country but Haiti and filters as the user types', () => {
    fakeApi({})
    const { dialog } = renderSection()
    fireEvent.click(countryBox(dialog))
    const list = within(dialog).getByRole('listbox', { name: 'Country' })
    const names = within(list)
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(names.length).toBeGreaterThan(200)
    expect(names.some((name) => name?.startsWith('Haiti'))).toBe(false)
    expect(names.some((name) => name?.startsWith('Honduras'))).toBe(true)
    fireEvent.input(countryBox(dialog), { target: { value: 'haiti' } })
    expect(within(list).queryAllByRole('option')).toHaveLength(0)
    expect(within(dialog).getByText('No result found')).toBeTruthy()
    fireEvent.input(countryBox(dialog), { target: { value: 'new zea' } })
    fireEvent.keyDown(countryBox(dialog), { key: 'ArrowDown' })
    fireEvent.keyDown(countryBox(dialog), { key: 'Enter' })
    expect(countryBox(dialog).value).toBe('New Zealand (+64)')
  })
})

describe('adding a phone number', () => {
  it('checks the number, sends the code with a leading plus, then verifies it', async () => {
    const api = fakeApi({
      'POST /user/change-mobileNo': () => ({}),
      'POST /user/verify-change-otp': () => ({
        user: { ...demoUser, profileStep: 414, isPhoneVerified: true },
      }),
    })
    const { dialog, onChange } = renderSection()
    const number = within(dialog).getByLabelText('Phone number')
    fireEvent.input(number, { target: { value: '0412' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Code' }))
    expect(within(dialog).getByText(accountMessages.phone)).toBeTruthy()
    fireEvent.input(number, { target: { value: '0412 345 678' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Code' }))
    const codeDialog = await screen.findByRole('dialog', { name: 'Verify phone number' })
    expect(api.find('POST /user/change-mobileNo')[0]?.body).toEqual({
      countryCode: '+61',
      mobileNo: '0412345678',
    })
    fireEvent.click(within(codeDialog).getByRole('button', { name: 'Verify' }))
    expect(within(codeDialog).getByText(accountMessages.otp)).toBeTruthy()
    fireEvent.paste(within(codeDialog).getByLabelText('Digit 1 of 5'), {
      clipboardData: { getData: () => '24680' },
    })
    await act(async () => {
      fireEvent.click(within(codeDialog).getByRole('button', { name: 'Verify' }))
    })
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({
        countryCode: '+61',
        iso: 'AU',
        mobileNo: '0412345678',
      }),
    )
    expect(api.find('POST /user/verify-change-otp')[0]?.body).toEqual({
      countryCode: '+61',
      mobileNo: '0412345678',
      otp: '24680',
    })
  })
})
