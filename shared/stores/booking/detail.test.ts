import { beforeEach, describe, expect, it, vi } from 'vitest'

const { get } = vi.hoisted(() => ({ get: vi.fn() }))
vi.mock('../../api/client.ts', () => ({ api: { get }, bindSession: () => {} }))

const { $bookingDetails, loadBooking } = await import('./detail.ts')

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
