import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

const { callsTo, handlers, resetApi } = await import('../../../tests/fixtures/fake-client.ts')
resetApi()
const { bankMessages } = await import('../../../shared/contract/listings/messages.ts')
const { BankDetails } = await import('./BankDetails.tsx')

const summary = {
  firstName: 'Lena',
  lastName: 'Lister',
  bsbNumber: '•••000',
  accountNumber: '•••456',
  dob: { day: 4, month: 5, year: 1990 },
  city: 'Manly',
  line1: '12 The Corso',
  postalCode: '2095',
  state: 'NSW',
  mcc: '',
  url: '',
  hasDocuments: true,
}

beforeEach(() => resetApi())
afterEach(() => {
  cleanup()
  resetApi()
})

describe('bank details on /payment-detail', () => {
  it('shows only the last 3 digits, with edit and delete', async () => {
    handlers.set('GET /user/bank', () => ({ bankDetail: summary }))
    handlers.set('DELETE /user/bank', () => ({ bankDetail: null }))
    render(<BankDetails owner="t" />)
    expect(await screen.findByText(/BSB •••000 · Account •••456/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Delete bank details' }))
    expect(await screen.findByRole('button', { name: 'Add Bank Details' })).toBeTruthy()
    expect(callsTo('DELETE /user/bank')).toHaveLength(1)
  })

  it('starts the edit form with the saved details, the date of birth too', async () => {
    handlers.set('GET /user/bank', () => ({ bankDetail: summary }))
    render(<BankDetails owner="t" />)
    fireEvent.click(await screen.findByRole('button', { name: 'Edit bank details' }))
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Lena')
    expect((screen.getByLabelText('Date of birth') as HTMLInputElement).value).toBe('1990-05-04')
    expect((screen.getByLabelText('Location') as HTMLInputElement).value).toBe('12 The Corso')
    // Masked on the way out, so never prefilled: the supplier types them again.
    expect((screen.getByLabelText('BSB') as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText('Account number') as HTMLInputElement).value).toBe('')
  })

  it('gives the opened form focus at the section heading, not to the page behind', async () => {
    handlers.set('GET /user/bank', () => ({ bankDetail: summary }))
    render(<BankDetails owner="t" />)
    const edit = await screen.findByRole('button', { name: 'Edit bank details' })
    edit.focus()
    fireEvent.click(edit)
    await screen.findByLabelText('First name')
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Bank Details' }))
  })

  it('takes the reader back to the section when the form closes', async () => {
    handlers.set('GET /user/bank', () => ({ bankDetail: summary }))
    render(<BankDetails owner="t" />)
    fireEvent.click(await screen.findByRole('button', { name: 'Edit bank details' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByRole('button', { name: 'Edit bank details' })).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Bank Details' }))
  })

  it('shows errors on blur and on save, and saves nothing while invalid', async () => {
    handlers.set('GET /user/bank', () => ({ bankDetail: null }))
    render(<BankDetails owner="t" />)
    fireEvent.click(await screen.findByRole('button', { name: 'Add Bank Details' }))
    const first = screen.getByLabelText('First name') as HTMLInputElement
    fireEvent.input(first, { target: { value: 'Lena2' } })
    await waitFor(() => expect(first.value).toBe('Lena2'))
    fireEvent.focusOut(first)
    fireEvent.blur(first)
    expect(await screen.findByText(bankMessages.firstNameLetters)).toBeTruthy()
    const bsb = screen.getByLabelText('BSB') as HTMLInputElement
    fireEvent.input(bsb, { target: { value: '06a2-000' } })
    await waitFor(() => expect(bsb.value).toBe('062000'))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(bankMessages.accountRequired)).toBeTruthy()
    expect(screen.getByText(bankMessages.frontRequired)).toBeTruthy()
    expect(screen.getByText(bankMessages.backRequired)).toBeTruthy()
    expect(callsTo('POST /user/bank')).toHaveLength(0)
  })

  it('a refused save takes focus to the first wrong field, the ID images included', async () => {
    handlers.set('GET /user/bank', () => ({ bankDetail: summary }))
    render(<BankDetails owner="t" />)
    fireEvent.click(await screen.findByRole('button', { name: 'Edit bank details' }))
    const save = screen.getByRole('button', { name: 'Save' })
    save.focus()
    fireEvent.click(save)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('BSB')))

    fireEvent.input(screen.getByLabelText('BSB'), { target: { value: '062000' } })
    fireEvent.input(screen.getByLabelText('Account number'), { target: { value: '000123456' } })
    save.focus()
    fireEvent.click(save)
    const front = screen.getByLabelText('ID document (front side)')
    await waitFor(() => expect(document.activeElement).toBe(front))
    expect(front.getAttribute('aria-describedby')).toBe(
      screen.getByText(bankMessages.frontRequired).id,
    )
    expect(callsTo('POST /user/bank')).toHaveLength(0)
  })

  it('opens the ID Verification info', async () => {
    handlers.set('GET /user/bank', () => ({ bankDetail: null }))
    render(<BankDetails owner="t" />)
    fireEvent.click(await screen.findByRole('button', { name: 'Add Bank Details' }))
    fireEvent.click(screen.getByRole('button', { name: 'Which ID documents are accepted?' }))
    expect(await screen.findByText('ImmiCard')).toBeTruthy()
    // A phone has no Escape key: the dialog closes with its own button.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByText('ImmiCard')).toBeNull()
  })
})
