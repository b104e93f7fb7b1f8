import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { renderToString } from 'preact-render-to-string'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { itemPage } from '../../../tests/fixtures/browse.ts'

const { get } = vi.hoisted(() => ({
  get: vi.fn(async (..._args: unknown[]): Promise<unknown> => ({ list: [], total: 0 })),
}))
vi.mock('../../../shared/api/client.ts', () => ({
  api: { get, post: vi.fn(async () => ({})) },
  bindSession: () => {},
}))

const { EquipmentList } = await import('./EquipmentList.tsx')

const headings = () => screen.getAllByRole('heading', { level: 2 })

beforeEach(() => get.mockReset())
afterEach(() => cleanup())

describe('EquipmentList', () => {
  it('renders the server’s page as plain HTML, without a Load more that cannot work', () => {
    const html = renderToString(
      <EquipmentList type="POPULAR" title="Most popular now" initial={itemPage(1, 12, 30)} />,
    )
    expect(html.match(/<h2/g)).toHaveLength(12)
    expect(html).toContain('href="/equipments/item-1"')
    expect(html).not.toContain('Load more')
    // …but its room is kept, so nothing moves when it arrives.
    expect(html).toMatch(
      /<div aria-hidden="true" class="item-card-grid-end browse-more"><\/div><\/div>/,
    )
  })

  it('adopts the server’s page without a call, then loads 12 more', async () => {
    get.mockResolvedValueOnce(itemPage(13, 12, 30))
    render(<EquipmentList type="POPULAR" title="Most popular now" initial={itemPage(1, 12, 30)} />)
    expect(headings()).toHaveLength(12)
    expect(get).not.toHaveBeenCalled()
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(headings()).toHaveLength(24))
    expect(get).toHaveBeenCalledWith('/items/popular-items', { query: { limit: 12, pageNo: 2 } })
    expect(screen.getByText('24 items shown')).toBeTruthy()
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Item 13' })),
    )
  })

  it('asks for the related items of its item', async () => {
    get.mockResolvedValueOnce(itemPage(13, 2, 14))
    render(
      <EquipmentList
        type="RELATED_ITEM"
        itemId="item-0"
        title="All related items"
        initial={itemPage(1, 12, 14)}
      />,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(headings()).toHaveLength(14))
    expect(get).toHaveBeenCalledWith('/items/related-items', {
      query: { itemId: 'item-0', type: '0', limit: 12, pageNo: 2 },
    })
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('keeps what it has when a page fails, and Retry asks again', async () => {
    get.mockRejectedValueOnce(new Error('Request Timeout'))
    render(<EquipmentList type="POPULAR" title="Most popular now" initial={itemPage(1, 12, 30)} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('Request Timeout')).toBeTruthy()
    expect(headings()).toHaveLength(12)
    get.mockResolvedValueOnce(itemPage(13, 12, 30))
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(headings()).toHaveLength(24))
  })

  it('when the server could not render the first page, says so and tries again', async () => {
    const html = renderToString(
      <EquipmentList type="POPULAR" title="Most popular now" initial={null} />,
    )
    expect(html).toContain('Some thing went wrong')
    get.mockResolvedValueOnce(itemPage(1, 3, 3))
    render(<EquipmentList type="POPULAR" title="Most popular now" initial={null} />)
    await waitFor(() => expect(headings()).toHaveLength(3))
  })

  it("says 'No result found' for an empty list", () => {
    render(
      <EquipmentList
        type="OUTDOOR_WEEKEND_ITEM"
        title="Get outdoors this weekend"
        initial={itemPage(1, 0, 0)}
      />,
    )
    expect(screen.getByText('No result found')).toBeTruthy()
  })
})
