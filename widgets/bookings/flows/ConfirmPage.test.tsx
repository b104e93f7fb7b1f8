import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BookingRecord } from '../../../shared/contract/booking/records.ts'
import type { UploadedMedia } from '../../../shared/contract/core/media.ts'
import { midnight, record } from '../../../tests/fixtures/booking-record.ts'

const uploads = vi.hoisted(
  () => [] as { finish: (media: UploadedMedia) => void; progress: (percent: number) => void }[],
)
vi.mock('../../../shared/api/upload.ts', () => ({
  uploadMedia: (_file: Blob, options: { onProgress?: (percent: number) => void } = {}) =>
    new Promise((resolve) => {
      uploads.push({ finish: resolve, progress: options.onProgress ?? (() => {}) })
    }),
}))

const { handlers, hirer, resetApi, callsTo } = await import(
  '../../../tests/fixtures/fake-client.ts'
)
resetApi()
const { startSession, clearSession } = await import('../../../shared/stores/core/session.ts')
const { $bookingDetails } = await import('../../../shared/stores/booking/detail.ts')
const { readReturnPickup, startReturnPickup } = await import(
  '../../../shared/stores/booking/return-wizard.ts'
)
const { wizardActive } = await import('../../../shared/stores/lib/wizard-session.ts')
const { ConfirmPage } = await import('./ConfirmPage.tsx')

const HOUR = 3_600_000
const now = midnight(1) - 2 * HOUR
const navigate = vi.fn()
const photo = {
  url: 'https://api.test/media/p.jpg',
  fileName: 'p.jpg',
  contentType: 'image/jpeg',
  size: 3,
}

function open(booking: Partial<BookingRecord>, bookingId: string | null = 'booking-1') {
  handlers.set('GET /booking/booking-1', () =>
    record({ startDate: midnight(1), endDate: midnight(3), ...booking }),
  )
  render(<ConfirmPage bookingId={bookingId} navigate={navigate} now={() => now} />)
}

async function addPhoto() {
  const input = screen.getByLabelText('Add photos') as HTMLInputElement
  const file = new File(['jpg'], 'front.jpg', { type: 'image/jpeg' })
  Object.defineProperty(input, 'files', { value: [file], configurable: true })
  // The testing library's change is Preact's input event; a file input fires change.
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }))
  })
  await waitFor(() => expect(uploads).toHaveLength(1))
}

beforeEach(() => {
  startSession('token', 'INDIVIDUAL', hirer)
  document.title = 'Pick up or return | Hire'
})
afterEach(() => {
  clearSession()
  resetApi()
  navigate.mockReset()
  uploads.length = 0
  sessionStorage.clear()
  $bookingDetails.set({})
  cleanup()
})

describe('ConfirmPage guards', () => {
  it('goes to the current bookings without a booking or a running wizard', async () => {
    open({}, null)
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/booking/current'))
    expect(callsTo('GET /booking/booking-1')).toHaveLength(0)
  })

  it('starts the pick-up wizard from the query, or resumes the running one', async () => {
    startReturnPickup('booking-1')
    open({ bookingStatus: 'APPROVED' }, null)
    expect(await screen.findByRole('heading', { name: 'Confirm item pick up' })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('Confirm item pick up | Hire'))
    expect(navigate).not.toHaveBeenCalled()
    expect(wizardActive('ReturnPickup')).toBe(true)
  })

  it('titles a return "Return item"', async () => {
    open({ bookingStatus: 'ACTIVE', startDate: midnight(-1) })
    expect(await screen.findByRole('heading', { name: 'Return item' })).toBeTruthy()
    expect(readReturnPickup()?.bookingId).toBe('booking-1')
  })

  it('a standard booking pays its balance first; pick-up opens 24 hours before', async () => {
    open({ bookingStatus: 'APPROVED', isStandardBooking: true, balanceDue: 67.5 })
    expect(
      await screen.findByText('Please pay the rest of your booking before picking up the item.'),
    ).toBeTruthy()
    // The page's one h1 is the island's, with the notice as with the form.
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm item pick up' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      '/booking/standardpayment?bookingID=booking-1',
    )
  })

  it('pick-up waits for its 24 hours; other statuses have nothing to confirm', async () => {
    open({ bookingStatus: 'APPROVED', startDate: midnight(3), endDate: midnight(4) })
    expect(
      await screen.findByText('Pick up opens 24 hours before the booking starts.'),
    ).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm item pick up' })).toBeTruthy()
    cleanup()
    $bookingDetails.set({})
    open({ bookingStatus: 'REQUESTED' })
    expect(
      await screen.findByText('This action is not possible for the booking in its current status.'),
    ).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Pick up or return' })).toBeTruthy()
  })
})

describe('confirming a pick-up', () => {
  it('needs a photo of a product, shows its upload, then sends the report', async () => {
    handlers.set('PUT /items/pickup', () => ({ bookingId: 'booking-1', bookingStatus: 'ACTIVE' }))
    open({ bookingStatus: 'APPROVED' })
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Please add at least 1 image')).toBeTruthy()
    await addPhoto()
    act(() => uploads[0]?.progress(40))
    expect(screen.getByRole('progressbar', { name: 'Uploading front.jpg' })).toBeTruthy()
    expect(screen.getByText('Uploading: 40%')).toBeTruthy()
    const busy = screen.getByRole('button', { name: 'Uploading...' }) as HTMLButtonElement
    expect(busy.disabled).toBe(true)
    await act(async () => uploads[0]?.finish(photo))
    await waitFor(() => expect(screen.queryByText('Please add at least 1 image')).toBeNull())
    expect(screen.getByText('Uploaded')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/booking/SuccessfulPickup?bookingID=booking-1'),
    )
    expect(callsTo('PUT /items/pickup')[0]?.body).toEqual({
      bookingId: 'booking-1',
      unmentionDamaged: false,
      damageDescription: '',
      media: [photo.url],
    })
    expect(wizardActive('ReturnPickup')).toBe(false)
  })

  it('asks for the damage only on Yes, and requires it then', async () => {
    open({ bookingStatus: 'APPROVED', item: { ...record().item, itemCategoryType: 1 } })
    const yes = await screen.findByRole('radio', { name: 'Yes' })
    expect(screen.queryByLabelText('Describe the damage')).toBeNull()
    fireEvent.click(yes)
    expect(screen.getByLabelText('Describe the damage')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('field is required')).toBeTruthy()
    // An experience needs no photo.
    expect(screen.queryByText('Please add at least 1 image')).toBeNull()
    fireEvent.click(screen.getByRole('radio', { name: 'No' }))
    expect(screen.queryByLabelText('Describe the damage')).toBeNull()
    expect(screen.getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe(
      '/booking/terms',
    )
  })

  it('shows the server’s refusal', async () => {
    handlers.set('PUT /items/pickup', () => {
      throw new Error('Pick up opens 24 hours before the booking starts.')
    })
    open({ bookingStatus: 'APPROVED', item: { ...record().item, itemCategoryType: 1 } })
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    expect(
      await screen.findByText('Pick up opens 24 hours before the booking starts.'),
    ).toBeTruthy()
    expect(navigate).not.toHaveBeenCalled()
  })
})

describe('confirming a return', () => {
  it('keeps the report in the wizard and goes to the rating', async () => {
    open({ bookingStatus: 'ACTIVE', startDate: midnight(-1) })
    await screen.findByRole('heading', { name: 'Return item' })
    await addPhoto()
    await act(async () => uploads[0]?.finish(photo))
    await screen.findByText('Uploaded')
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }))
    fireEvent.input(screen.getByLabelText('Describe the damage'), {
      target: { value: 'Scratched paddle' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/booking/ratting'))
    expect(readReturnPickup()?.report).toEqual({
      media: [photo.url],
      damaged: true,
      damageDescription: 'Scratched paddle',
    })
    expect(callsTo('PUT /items/return')).toHaveLength(0)
  })

  it('keeps the draft while the hirer reads the terms', async () => {
    open({ bookingStatus: 'ACTIVE', startDate: midnight(-1) })
    fireEvent.click(await screen.findByRole('radio', { name: 'Yes' }))
    fireEvent.input(screen.getByLabelText('Describe the damage'), { target: { value: 'Dent' } })
    await waitFor(() => expect(readReturnPickup()?.draft?.damageDescription).toBe('Dent'))
    cleanup()
    render(<ConfirmPage bookingId={null} navigate={navigate} now={() => now} />)
    expect(
      ((await screen.findByLabelText('Describe the damage')) as HTMLTextAreaElement).value,
    ).toBe('Dent')
  })
})
