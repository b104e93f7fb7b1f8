import { waitFor, within } from '@testing-library/preact'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../shared/api/errors.ts'
import { configure } from '../../shared/config.ts'
import { cards, supplierId } from '../../tests/fixtures/listings.ts'

const get = vi.fn()
vi.mock('../../shared/api/client.ts', () => ({
  api: { get: (...args: unknown[]) => get(...args), post: vi.fn(async () => ({})) },
  bindSession: () => {},
}))

beforeAll(async () => {
  configure({ siteUrl: 'https://hire.example' })
  await import('./element.ts')
})

afterEach(() => {
  document.body.innerHTML = ''
  get.mockReset()
})

/** Answers the supplier's listings in pages of `limit` out of `total`. */
function serveListings(total: number) {
  get.mockImplementation(async (path: string, options?: { query?: Record<string, number> }) => {
    if (path !== '/items/recently-added-items') throw new ApiError('Item not exist', 404, undefined)
    const { limit = 12, pageNo = 1 } = options?.query ?? {}
    const from = (pageNo - 1) * limit + 1
    return { list: cards(from, Math.max(0, Math.min(limit, total - from + 1))), total }
  })
}

async function mount(attributes: string) {
  document.body.innerHTML = `<hire-listings ${attributes}></hire-listings>`
  const element = document.querySelector('hire-listings') as HTMLElement
  await waitFor(() => expect(element.shadowRoot?.querySelector('.hire-listings')).toBeTruthy())
  const shadow = element.shadowRoot as ShadowRoot
  return { element, shadow, root: shadow as unknown as HTMLElement }
}

const cardLinks = (root: HTMLElement) => within(root).queryAllByRole('link')

describe('<hire-listings>', () => {
  it('is defined, typed and never reflects its properties', () => {
    const element = document.createElement('hire-listings')
    expect(element).toBeInstanceOf(customElements.get('hire-listings') as CustomElementConstructor)
    element.supplierId = supplierId
    element.openInline = true
    expect(element.getAttribute('supplier-id')).toBeNull()
    expect(element.hasAttribute('open-inline')).toBe(false)
  })

  it("shows the supplier's cards linking to the marketplace, then the next page on Load more", async () => {
    serveListings(5)
    const ready = vi.fn()
    document.addEventListener('hire-ready', ready, { once: true })
    const { root, shadow } = await mount(`supplier-id="${supplierId}" limit="3"`)
    await waitFor(() => expect(cardLinks(root)).toHaveLength(3))
    expect(get).toHaveBeenCalledWith('/items/recently-added-items', {
      query: expect.objectContaining({ userId: supplierId, limit: 3, pageNo: 1 }),
    })
    expect(cardLinks(root)[0]?.getAttribute('href')).toBe('https://hire.example/equipments/item-1')
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(1))
    expect(ready.mock.calls[0]?.[0].detail).toEqual({ tag: 'hire-listings' })

    within(root).getByRole('button', { name: 'Load more' }).click()
    await waitFor(() => expect(cardLinks(root)).toHaveLength(5))
    expect(get).toHaveBeenLastCalledWith('/items/recently-added-items', {
      query: expect.objectContaining({ pageNo: 2, limit: 3 }),
    })
    expect(within(root).queryByRole('button', { name: 'Load more' })).toBeNull()
    // The last page took the button away: focus moved to the first card it added.
    await waitFor(() => expect(shadow.activeElement?.textContent).toBe('Listing 4'))
  })

  it("says 'No result found' for a supplier without listings", async () => {
    serveListings(0)
    const { root } = await mount(`supplier-id="${supplierId}"`)
    await waitFor(() =>
      expect(root.querySelector('.listings-empty')?.textContent).toBe('No result found'),
    )
    expect(within(root).queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('shows skeleton cards while loading, and the error with Retry', async () => {
    let fail = true
    get.mockImplementation(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
      if (fail) throw new ApiError('Request Timeout', 408, undefined)
      return { list: cards(1, 2), total: 2 }
    })
    const { root } = await mount(`supplier-id="${supplierId}" limit="4"`)
    expect(root.querySelectorAll('.listings-skeleton')).toHaveLength(4)
    await waitFor(() =>
      expect(root.querySelector('[part="error"]')?.textContent).toContain('Request Timeout'),
    )
    fail = false
    within(root).getByRole('button', { name: 'Retry' }).click()
    await waitFor(() => expect(cardLinks(root)).toHaveLength(2))
    expect(root.querySelector('[part="error"]')).toBeNull()
  })

  it('reports bad attributes as hire-error and explains them instead of loading', async () => {
    const errors: CustomEvent[] = []
    const listener = (event: Event) => errors.push(event as CustomEvent)
    document.addEventListener('hire-error', listener)
    const { element, root } = await mount('supplier-id="sam" limit="lots"')
    await waitFor(() => expect(errors).toHaveLength(2))
    expect(errors.map((event) => event.detail.attribute)).toEqual(['supplier-id', 'limit'])
    expect(errors[0]?.detail).toEqual({
      tag: 'hire-listings',
      attribute: 'supplier-id',
      message: 'The supplier-id attribute of <hire-listings> is not a valid id.',
    })
    expect(errors[0]?.composed).toBe(true)
    expect(root.querySelector('[part="error"]')?.textContent).toContain(
      'The limit attribute of <hire-listings> must be a whole number from 1 to 100.',
    )
    expect(get).not.toHaveBeenCalled()

    // Fixing the attributes loads the listings.
    serveListings(2)
    element.setAttribute('supplier-id', supplierId)
    element.removeAttribute('limit')
    await waitFor(() => expect(cardLinks(root)).toHaveLength(2))
    document.removeEventListener('hire-error', listener)
  })

  it('announces hire-item-open and lets the link go to the marketplace', async () => {
    serveListings(2)
    const { root } = await mount(`supplier-id="${supplierId}"`)
    await waitFor(() => expect(cardLinks(root)).toHaveLength(2))
    const opened: CustomEvent[] = []
    const followed: boolean[] = []
    const onOpen = (event: Event) => opened.push(event as CustomEvent)
    const onClick = (event: Event) => {
      followed.push(!event.defaultPrevented)
      event.preventDefault() // happy-dom would navigate
    }
    document.addEventListener('hire-item-open', onOpen)
    document.addEventListener('click', onClick)
    cardLinks(root)[1]?.click()
    expect(opened.map((event) => event.detail)).toEqual([{ itemId: 'item-2' }])
    expect(opened[0]?.cancelable).toBe(true)
    expect(followed).toEqual([true])
    expect(root.querySelector('[role="dialog"]')).toBeNull()
    document.removeEventListener('hire-item-open', onOpen)
    document.removeEventListener('click', onClick)
  })

  it('lets the host cancel hire-item-open and route the visitor itself', async () => {
    serveListings(2)
    const { root } = await mount(`supplier-id="${supplierId}" open-inline`)
    await waitFor(() => expect(cardLinks(root)).toHaveLength(2))
    const cancel = (event: Event) => event.preventDefault()
    const followed: boolean[] = []
    const onClick = (event: Event) => {
      followed.push(!event.defaultPrevented)
      event.preventDefault()
    }
    document.addEventListener('hire-item-open', cancel)
    document.addEventListener('click', onClick)
    cardLinks(root)[0]?.click()
    expect(followed).toEqual([false])
    expect(root.querySelector('[role="dialog"]')).toBeNull()
    document.removeEventListener('hire-item-open', cancel)
    document.removeEventListener('click', onClick)
  })

  it('with open-inline opens the item as <hire-item> in a dialog inside its shadow root', async () => {
    serveListings(2)
    const { element, root, shadow } = await mount(`supplier-id="${supplierId}" open-inline`)
    await waitFor(() => expect(cardLinks(root)).toHaveLength(2))
    const followed: boolean[] = []
    const onClick = (event: Event) => {
      followed.push(!event.defaultPrevented)
      event.preventDefault()
    }
    document.addEventListener('click', onClick)
    cardLinks(root)[1]?.click()
    document.removeEventListener('click', onClick)
    expect(followed).toEqual([false])

    const dialog = await waitFor(() => within(root).getByRole('dialog', { name: 'Listing 2' }))
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const item = dialog.querySelector('hire-item') as HTMLElement
    expect(item.getAttribute('item-id')).toBe('item-2')
    // The loader cannot see into shadow roots: the dialog loaded the element itself.
    await waitFor(() => expect(customElements.get('hire-item')).toBeDefined())
    await waitFor(() => expect(item.shadowRoot?.querySelector('.hire-item-root')).toBeTruthy())
    await waitFor(() => expect(get).toHaveBeenCalledWith('/items/item-2'))
    await waitFor(() =>
      expect(shadow.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' })),
    )

    within(dialog).getByRole('button', { name: 'Close' }).click()
    await waitFor(() => expect(within(root).queryByRole('dialog')).toBeNull())

    // Without the attribute, cards link out again.
    element.removeAttribute('open-inline')
    await waitFor(() => expect(cardLinks(root)).toHaveLength(2))
    const again: boolean[] = []
    const record = (event: Event) => {
      again.push(!event.defaultPrevented)
      event.preventDefault()
    }
    document.addEventListener('click', record)
    cardLinks(root)[0]?.click()
    document.removeEventListener('click', record)
    expect(again).toEqual([true])
    expect(within(root).queryByRole('dialog')).toBeNull()
  })
})
