import { afterEach, describe, expect, it, vi } from 'vitest'

const importers = {
  'hire-search': vi.fn(async () => ({})),
  'hire-item': vi.fn(async () => ({})),
}
vi.mock('./registry.ts', () => ({ widgets: importers }))
const openPopup = vi.fn()
vi.mock('../launcher/popup.ts', async (original) => ({
  ...(await original<typeof import('../launcher/popup.ts')>()),
  openPopup,
}))

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the loader', () => {
  it('imports a widget only when its tag is on the page, once, including tags added later', async () => {
    document.body.innerHTML = '<main><hire-search></hire-search><hire-search></hire-search></main>'
    const { load } = await import('./hire-widgets.ts')
    expect(importers['hire-search']).toHaveBeenCalledTimes(1)
    expect(importers['hire-item']).not.toHaveBeenCalled()

    const later = document.createElement('section')
    later.innerHTML = '<div><hire-item item-id="x"></hire-item></div>'
    document.body.append(later)
    await vi.waitFor(() => expect(importers['hire-item']).toHaveBeenCalledTimes(1))

    document.body.append(document.createElement('hire-search'))
    await load('HIRE-SEARCH')
    expect(importers['hire-search']).toHaveBeenCalledTimes(1)
    await expect(load('hire-unknown')).rejects.toThrow('Unknown widget <hire-unknown>')
  })

  it('opens the popup from any data-hire-* element, added at any time, on a plain click only', async () => {
    await import('./hire-widgets.ts')
    document.body.innerHTML =
      '<p><button data-hire-item="item-1" data-hire-units="2"><span>Book now</span></button></p>'
    const button = document.querySelector('button') as HTMLButtonElement
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    button.querySelector('span')?.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    await vi.waitFor(() => expect(openPopup).toHaveBeenCalledTimes(1))
    expect(openPopup).toHaveBeenCalledWith(
      { kind: 'item', id: 'item-1', title: undefined, attributes: { units: '2' } },
      button,
    )
    button.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }),
    )
    document.body.insertAdjacentHTML('beforeend', '<a href="#" data-hire-search>Search</a>')
    document.querySelector('a')?.click()
    await vi.waitFor(() => expect(openPopup).toHaveBeenCalledTimes(2))
    expect(openPopup.mock.calls[1]?.[0]).toMatchObject({ kind: 'search' })
  })
})
