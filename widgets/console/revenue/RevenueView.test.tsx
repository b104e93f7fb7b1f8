import { render, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startSession } from '../../../shared/stores/core/session.ts'
import { demoUser, fakeApi } from '../../../tests/fixtures/fake-client.ts'
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
})
