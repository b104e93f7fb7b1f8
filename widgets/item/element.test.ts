import { waitFor, within } from '@testing-library/preact'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../shared/api/errors.ts'
import { item } from '../../tests/fixtures/item.ts'

const get = vi.fn()
vi.mock('../../shared/api/client.ts', () => ({
  api: { get: (...args: unknown[]) => get(...args), post: vi.fn(async () => ({})) },
  bindSession: () => {},
}))

beforeAll(async () => {
  await import('./element.ts')
})

afterEach(() => {
  document.body.innerHTML = ''
  vi.clearAllMocks()
})

async function mount(html: string) {
  document.body.innerHTML = html
  const element = document.querySelector('hire-item') as HTMLElement
  await waitFor(() => expect(element.shadowRoot?.querySelector('.hire-item-root')).toBeTruthy())
  return { element, root: element.shadowRoot as unknown as HTMLElement }
}

describe('<hire-item>', () => {
  it('is defined, typed and never reflects item-id', () => {
    const element = document.createElement('hire-item')
    expect(element).toBeInstanceOf(customElements.get('hire-item') as CustomElementConstructor)
    element.itemId = 'item-9'
    expect(element.getAttribute('item-id')).toBeNull()
  })

  it('loads the item named by item-id and renders it in its shadow root', async () => {
    get.mockResolvedValue(item)
    const ready: Event[] = []
    document.addEventListener('hire-ready', (event) => ready.push(event), { once: true })
    const { root } = await mount('<hire-item item-id="item-1"></hire-item>')
    await waitFor(() =>
      expect(within(root).getByRole('heading', { level: 1, name: item.itemName })).toBeTruthy(),
    )
    expect(get).toHaveBeenCalledWith('/items/item-1')
    expect(within(root).getByRole('region', { name: 'Booking' })).toBeTruthy()
    await waitFor(() => expect(ready).toHaveLength(1))
  })

  it("says 'Item not exist' when the id is unknown", async () => {
    get.mockRejectedValue(new ApiError('Item not exist', 404, undefined))
    const { root } = await mount('<hire-item item-id="nope"></hire-item>')
    await waitFor(() => expect(within(root).getByRole('alert').textContent).toBe('Item not exist'))
  })
})
