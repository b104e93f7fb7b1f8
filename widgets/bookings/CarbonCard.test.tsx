import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { cleanStores } from 'nanostores'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const { get, post } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(async () => ({})) }))
vi.mock('../../shared/api/client.ts', () => ({ api: { get, post }, bindSession: () => {} }))

const { $session } = await import('../../shared/stores/core/session.ts')
const { $carbonPoints } = await import('../../shared/stores/booking/carbon-points.ts')
const { CarbonCard } = await import('./CarbonCard.tsx')
const { sliceColours } = await import('./CarbonDonut.tsx')

const carbon = (totalCarbon: number, data: { name: string; co2Save: number }[]) => ({
  totalCarbon,
  globalEmission: 1000,
  data: data.map((entry, index) => ({ _id: `c${index}`, ...entry })),
  yourSaving: {},
  facts: [],
  que: [],
  unit: 'kg',
})

beforeEach(() => {
  get.mockReset()
  $session.set({ accessToken: 'token', isGuestUser: '0' })
  $carbonPoints.set({ status: 'idle' })
})
afterEach(() => {
  cleanup()
  // Unmounted at once (not after nanostores' delay), so the next test loads afresh.
  cleanStores($carbonPoints)
})

describe('CarbonCard', () => {
  it('draws a donut of points per category with the total and "points" in the centre', async () => {
    get.mockResolvedValue(
      carbon(42.5, [
        { name: 'Water sports', co2Save: 20 },
        { name: 'Camping', co2Save: 12.5 },
        { name: 'Cycling', co2Save: 6 },
        { name: 'Snow', co2Save: 3 },
        { name: 'Tools', co2Save: 1 },
        { name: 'Music', co2Save: 0 },
      ]),
    )
    render(<CarbonCard />)
    const chart = await screen.findByRole('img', { name: '42.5 carbon points' })
    expect(get).toHaveBeenCalledWith('/user/carbon', { auth: 'bearer' })
    expect(chart.textContent).toContain('points')
    // Four slices in the four colours: the three largest and the rest as Other.
    const slices = chart.querySelectorAll('circle[stroke]')
    expect([...slices].map((slice) => slice.getAttribute('stroke'))).toEqual([...sliceColours])
    const legend = screen.getAllByRole('listitem').map((item) => item.textContent)
    expect(legend).toEqual(['Water sports: 20', 'Camping: 12.5', 'Cycling: 6', 'Other: 4'])
    expect(document.querySelector('.bookings-leaf')).toBeNull()
  })

  it('shows a leaf before any points are earned', async () => {
    get.mockResolvedValue(carbon(0, [{ name: 'Camping', co2Save: 0 }]))
    render(<CarbonCard />)
    await screen.findByText('Hire instead of buying to earn carbon points.')
    expect(document.querySelector('.bookings-leaf')).toBeTruthy()
    expect(screen.queryByRole('img', { name: /carbon points/ })).toBeNull()
  })

  it('offers Retry when the points cannot be loaded', async () => {
    get.mockRejectedValueOnce(new Error('Some thing went wrong'))
    render(<CarbonCard />)
    await screen.findByText('Some thing went wrong')
    get.mockResolvedValue(carbon(5, [{ name: 'Camping', co2Save: 5 }]))
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await screen.findByRole('img', { name: '5 carbon points' })
  })

  it('More Info opens the carbon information dialog, loaded on first use', async () => {
    get.mockResolvedValue(carbon(0, []))
    const Info = ({ onClose }: { onClose: () => void }) => (
      <div role="dialog" aria-label="Carbon credits">
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    )
    const loadDialog = vi.fn(async () => Info)
    render(<CarbonCard loadDialog={loadDialog} />)
    expect(loadDialog).not.toHaveBeenCalled()
    const more = screen.getByRole('button', { name: 'More Info' })
    expect(more.getAttribute('aria-haspopup')).toBe('dialog')
    fireEvent.click(more)
    await screen.findByRole('dialog', { name: 'Carbon credits' })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
