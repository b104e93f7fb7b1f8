import { afterEach, describe, expect, it, vi } from 'vitest'

const load = vi.fn(async () => ({}))
vi.mock('../loader/hire-widgets.ts', () => ({ load }))

const { openPopup, requestFrom } = await import('./popup.ts')

afterEach(() => {
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('style')
})

function trigger(html: string): HTMLElement {
  document.body.innerHTML = html
  return document.body.firstElementChild as HTMLElement
}

describe('a popup trigger', () => {
  it('names the widget and hands its other data-hire-* attributes to it', () => {
    const button = trigger(
      '<button data-hire-item=" abc " data-hire-start-date="2027-01-10" data-hire-theme="dark" data-hire-title="Book the kayak" data-hire-Bad_name="x" data-other="y">Book</button>',
    )
    expect(requestFrom(button)).toEqual({
      kind: 'item',
      id: 'abc',
      title: 'Book the kayak',
      attributes: { 'start-date': '2027-01-10', theme: 'dark' },
    })
    expect(requestFrom(trigger('<a data-hire-search>Search</a>'))?.kind).toBe('search')
    expect(requestFrom(trigger('<a data-hire-listings="s1">All</a>'))).toMatchObject({
      kind: 'listings',
      id: 's1',
    })
    expect(requestFrom(trigger('<button>Nothing</button>'))).toBeNull()
  })
})

describe('the popup', () => {
  it('shows the widget in a labelled modal dialog, locks the page scroll and loads the widget', () => {
    const opener = trigger('<button>Book now</button>')
    opener.focus()
    openPopup({ kind: 'item', id: 'item-1', attributes: { units: '2' } }, opener)
    const host = document.querySelector('hire-popup') as HTMLElement
    const root = host.shadowRoot as ShadowRoot
    const dialog = root.querySelector('dialog') as HTMLDialogElement
    expect(dialog.open).toBe(true)
    expect(root.getElementById(dialog.getAttribute('aria-labelledby') as string)?.textContent).toBe(
      'Book',
    )
    const widget = root.querySelector('hire-item') as HTMLElement
    expect(widget.getAttribute('item-id')).toBe('item-1')
    expect(widget.getAttribute('units')).toBe('2')
    expect(document.documentElement.style.overflow).toBe('hidden')
    expect(load).toHaveBeenCalledWith('hire-item')
    expect(root.activeElement?.getAttribute('aria-label')).toBe('Close')
  })

  it('closes on Escape (the cancel request), restores scroll and gives focus back', () => {
    const opener = trigger('<button>Book now</button>')
    openPopup({ kind: 'search' }, opener)
    const dialog = document.querySelector('hire-popup')?.shadowRoot?.querySelector('dialog')
    dialog?.dispatchEvent(new Event('cancel', { cancelable: true }))
    expect(document.querySelector('hire-popup')).toBeNull()
    expect(document.documentElement.style.overflow).toBe('')
    expect(document.activeElement).toBe(opener)
  })

  it('opens listings with cards opening items in place, one popup at a time', () => {
    openPopup({ kind: 'listings', id: 'supplier-1' })
    openPopup({ kind: 'listings', id: 'supplier-2', title: 'Our gear' })
    const popups = document.querySelectorAll('hire-popup')
    expect(popups).toHaveLength(1)
    const root = popups[0]?.shadowRoot as ShadowRoot
    const widget = root.querySelector('hire-listings') as HTMLElement
    expect(widget.getAttribute('supplier-id')).toBe('supplier-2')
    expect(widget.hasAttribute('open-inline')).toBe(true)
    expect(root.querySelector('h2')?.textContent).toBe('Our gear')
    ;(root.querySelector('.close') as HTMLButtonElement).click()
    expect(document.querySelector('hire-popup')).toBeNull()
  })
})

describe('the popup and the page history', () => {
  const open = () => openPopup({ kind: 'item', id: 'item-1' }, trigger('<button>Book</button>'))
  const dialog = () =>
    document.querySelector('hire-popup')?.shadowRoot?.querySelector('dialog') ?? null

  it('adds one entry on open and closes on Back, leaving the entry behind it current', () => {
    history.replaceState({ page: 'partner' }, '')
    const length = history.length
    open()
    expect(history.length).toBe(length + 1)
    expect(history.state).toMatchObject({ hirePopup: expect.any(String) })
    // Back: the browser is on the page's entry again and says so with popstate.
    history.replaceState({ page: 'partner' }, '')
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
    expect(dialog()).toBeNull()
    expect(history.state).toEqual({ page: 'partner' })
  })

  it('a popup opened right after one closed another way is not closed by its late Back', async () => {
    history.replaceState({ page: 'partner' }, '')
    // As in a browser: the entry is popped later, then popstate says so.
    let popped = false
    const back = vi.spyOn(history, 'back').mockImplementation(() => {
      setTimeout(() => {
        history.replaceState({ page: 'partner' }, '')
        window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
        popped = true
      }, 5)
    })
    open()
    const first = history.state.hirePopup
    dialog()?.dispatchEvent(new Event('cancel', { cancelable: true }))
    expect(back).toHaveBeenCalledTimes(1)
    open()
    // The first popup's Back arrives; the second popup stays open and adds its own entry.
    await vi.waitFor(() => expect(popped).toBe(true))
    await vi.waitFor(() => {
      expect(history.state).toEqual({ hirePopup: expect.any(String) })
      expect(history.state.hirePopup).not.toBe(first)
    })
    expect(dialog()?.open).toBe(true)
    // Its own Back still closes it.
    history.replaceState({ page: 'partner' }, '')
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
    expect(dialog()).toBeNull()
    expect(back).toHaveBeenCalledTimes(1)
    back.mockRestore()
  })

  it('pops its own entry when closed another way, and one replacing it reuses the entry', () => {
    history.replaceState({ page: 'partner' }, '')
    const back = vi.spyOn(history, 'back').mockImplementation(() => {})
    const length = history.length
    open()
    const first = history.state
    openPopup({ kind: 'search' })
    expect(history.length).toBe(length + 1)
    expect(history.state).not.toEqual(first)
    expect(back).not.toHaveBeenCalled()
    dialog()?.dispatchEvent(new Event('cancel', { cancelable: true }))
    expect(dialog()).toBeNull()
    expect(back).toHaveBeenCalledTimes(1)
    back.mockRestore()
  })
})
