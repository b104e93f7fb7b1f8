import { fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startSession } from '../../../shared/stores/core/session.ts'
import { demoUser, failure, fakeApi } from '../../../tests/fixtures/fake-client.ts'
import { RevenueView } from './RevenueView.tsx'

// The chart draws on a canvas, which happy-dom does not have.
vi.mock('./RevenueChart.tsx', () => ({ default: () => null }))

const graph = {
  totalRevenue: 66,
  totalHired: 1,
  totalViews: 1,
  revenue: 66,
  hired: 1,
  views: 1,
  graph: [],
  from: '2026-11-01',
  to: '2026-11-30',
}

const lastHired = {
  _id: 'i1',
  itemName: 'Two-burner camp stove kit',
  bookingId: 'b1',
  startDate: '2026-11-20T00:00:00.000Z',
  endDate: '2026-11-22T00:00:00.000Z',
  hireCost: 66,
  bookingStatus: 'RETRUNED',
  hireBy: { _id: 'h1', name: 'Harriet Hirer', profilePicture: '' },
}

const mostHired = { itemName: 'Two-burner camp stove kit', _id: 'i1', hireCount: 1, viewCount: 1 }

beforeEach(() => {
  startSession('token', 'INDIVIDUAL', demoUser)
})

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the revenue dashboard', () => {
  it('counts one hire and one view in the singular', async () => {
    fakeApi({
      'GET /revenue/graph': () => graph,
      'GET /items/most-hired-items': () => ({ list: [mostHired] }),
      'GET /items/last-hired': () => ({ list: [] }),
    })
    render(<RevenueView owner="console" />)
    await screen.findByText(/^\$66\.00 from 1 hire and 1 view,/)
    const row = await screen.findByText('Two-burner camp stove kit')
    expect(row.parentElement?.textContent).toBe('Two-burner camp stove kit · 1 hire · 1 view')
  })

  it('says why the figures failed to load, and Retry loads them', async () => {
    let fail = true
    fakeApi({
      'GET /revenue/graph': () => (fail ? failure(500, 'Server unavailable') : graph),
      'GET /items/most-hired-items': () => ({ list: [] }),
      'GET /items/last-hired': () => ({ list: [] }),
    })
    render(<RevenueView owner="console" />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Server unavailable')
    // No chart placeholder waits beside the failure as if it were still loading.
    expect(document.querySelector('.hire-skeleton[style*="240px"]')).toBeNull()

    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await screen.findByText(/^\$66\.00 from 1 hire and 1 view,/)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says when nothing was hired yet, and when a search finds no hire', async () => {
    fakeApi({
      'GET /revenue/graph': () => graph,
      'GET /items/most-hired-items': () => ({ list: [] }),
      'GET /items/last-hired': (call) =>
        call.query.searchKey ? { list: [] } : { list: [lastHired] },
    })
    render(<RevenueView owner="console" />)
    expect(await screen.findByText('No hires yet')).toBeTruthy()
    expect(await screen.findByRole('cell', { name: 'Harriet Hirer' })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Search last hired'), { target: { value: 'zzz' } })
    expect(await screen.findByText('No hires match your search')).toBeTruthy()
    expect(screen.queryByRole('table', { name: 'Last hired' })).toBeNull()
  })
})
