import { beforeEach, describe, expect, it, vi } from 'vitest'

const { get } = vi.hoisted(() => ({ get: vi.fn() }))
vi.mock('../../api/client.ts', () => ({ api: { get }, bindSession: () => {} }))

const {
  $bookingDetails,
  bookingPreview,
  loadBooking,
  loadBookingOnOpen,
  rememberBookingPreview,
  startBookingLoad,
} = await import('./detail.ts')
const { listItem } = await import('../../../tests/fixtures/bookings.ts')

const nowhere = async () => undefined

beforeEach(() => {
  get.mockReset()
  $bookingDetails.set({})
})

describe('loadBooking', () => {
  it('loads the booking with the bearer token', async () => {
    get.mockResolvedValue({ _id: 'b1', itemName: 'Kayak' })
    const state = await loadBooking('b1', nowhere)
    expect(get).toHaveBeenCalledWith('/booking/b1', { query: {}, auth: 'bearer' })
    expect(state).toEqual({ status: 'ready', booking: { _id: 'b1', itemName: 'Kayak' } })
    expect($bookingDetails.get().b1).toEqual(state)
  })

  it('sends the hirer’s position when the browser already allows it', async () => {
    get.mockResolvedValue({ _id: 'b1' })
    await loadBooking('b1', async () => ({ latitude: -33.9, longitude: 151.2 }))
    expect(get.mock.calls[0]?.[1].query).toEqual({ latitude: -33.9, longitude: 151.2 })
  })

  it('keeps the server’s message on failure', async () => {
    get.mockRejectedValue(new Error('Booking not found.'))
    expect(await loadBooking('b2', nowhere)).toEqual({
      status: 'error',
      message: 'Booking not found.',
    })
  })

  it('shares one call between two widgets asking at once', async () => {
    get.mockResolvedValue({ _id: 'b1' })
    await Promise.all([loadBooking('b1', nowhere), loadBooking('b1', nowhere)])
    expect(get).toHaveBeenCalledTimes(1)
  })

  it('keeps a shown booking on screen while it is fetched again', async () => {
    get.mockResolvedValueOnce({ _id: 'b1', bookingStatus: 'APPROVED' })
    await loadBooking('b1', nowhere)
    let answer: (value: unknown) => void = () => {}
    get.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    const again = loadBooking('b1', nowhere)
    await Promise.resolve()
    expect($bookingDetails.get().b1?.status).toBe('ready')
    answer({ _id: 'b1', bookingStatus: 'ACTIVE' })
    await again
    expect($bookingDetails.get().b1).toMatchObject({ booking: { bookingStatus: 'ACTIVE' } })
  })
})

describe('what the list already had', () => {
  it('shows the opened card’s row while its detail loads', async () => {
    const row = listItem({ _id: 'p1', itemName: 'Paddle board' })
    rememberBookingPreview(row)
    let answer: (value: unknown) => void = () => {}
    get.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    const loading = loadBooking('p1', nowhere)
    expect($bookingDetails.get().p1).toEqual({ status: 'loading', preview: row })
    await vi.waitFor(() => expect(get).toHaveBeenCalled())
    answer({ ...row, itemDescription: 'Long board.' })
    await loading
    expect($bookingDetails.get().p1).toMatchObject({ status: 'ready' })
  })

  it('reaches the next page through this tab’s sessionStorage, once', () => {
    const row = listItem({ _id: 'p2' })
    sessionStorage.setItem('hire:bookingPreview:p2', JSON.stringify(row))
    expect(bookingPreview('p2')).toEqual(row)
    expect(sessionStorage.getItem('hire:bookingPreview:p2')).toBeNull()
    sessionStorage.setItem('hire:bookingPreview:p3', '{broken')
    expect(bookingPreview('p3')).toBeUndefined()
    sessionStorage.setItem('hire:bookingPreview:p4', JSON.stringify(listItem({ _id: 'other' })))
    expect(bookingPreview('p4')).toBeUndefined()
  })

  it('a booking without a remembered row loads with no preview', async () => {
    get.mockResolvedValue({ _id: 'p5' })
    const loading = loadBooking('p5', nowhere)
    expect($bookingDetails.get().p5).toEqual({ status: 'loading' })
    await loading
  })

  it('a load started beside the detail’s code is the one the detail uses', async () => {
    get.mockResolvedValue({ _id: 'p6' })
    startBookingLoad('p6')
    loadBookingOnOpen('p6')
    await vi.waitFor(() => expect($bookingDetails.get().p6?.status).toBe('ready'))
    expect(get).toHaveBeenCalledTimes(1)
    // Opened again later, it loads again.
    loadBookingOnOpen('p6')
    await vi.waitFor(() => expect(get).toHaveBeenCalledTimes(2))
  })
})
