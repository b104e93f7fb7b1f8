import { afterEach, describe, expect, it, vi } from 'vitest'

const openPopup = vi.fn()
vi.mock('./popup.ts', () => ({ openPopup }))
await import('./element.ts')

afterEach(() => {
  document.body.innerHTML = ''
})

describe('<hire-launcher>', () => {
  it('shows a floating button with its label that announces a dialog', async () => {
    const ready = vi.fn()
    document.addEventListener('hire-ready', ready, { once: true })
    document.body.innerHTML = '<hire-launcher item-id="i1" label="Book a kayak"></hire-launcher>'
    const button = document.querySelector('hire-launcher')?.shadowRoot?.querySelector('button')
    expect(button?.textContent).toBe('Book a kayak')
    expect(button?.getAttribute('aria-haspopup')).toBe('dialog')
    expect(ready.mock.calls[0]?.[0].detail).toEqual({ tag: 'hire-launcher' })
  })

  it('opens the item with its prefill, theme and partner, never its own attributes', async () => {
    document.body.innerHTML =
      '<hire-launcher item-id="i1" position="bottom-left" start-date="2027-01-10" units="2" theme="dark" partner="COAST" class="x"></hire-launcher>'
    const launcher = document.querySelector('hire-launcher') as HTMLElement & { open(): void }
    launcher.shadowRoot?.querySelector('button')?.click()
    await vi.waitFor(() => expect(openPopup).toHaveBeenCalled())
    expect(openPopup.mock.calls[0]?.[0]).toEqual({
      kind: 'item',
      id: 'i1',
      title: undefined,
      attributes: { 'start-date': '2027-01-10', units: '2', theme: 'dark', partner: 'COAST' },
    })
  })

  it('opens a supplier’s listings, or the search with no id', () => {
    document.body.innerHTML =
      '<hire-launcher supplier-id="s1"></hire-launcher><hire-launcher></hire-launcher>'
    const [listings, search] = Array.from(document.querySelectorAll('hire-launcher')) as Array<
      HTMLElement & { request(): { kind: string; id?: string } }
    >
    expect(listings?.request()).toMatchObject({ kind: 'listings', id: 's1' })
    expect(search?.request()).toMatchObject({ kind: 'search' })
    expect(search?.shadowRoot?.querySelector('button')?.textContent).toBe('Book now')
  })

  it('styles itself with the chosen accent and ignores a bad one', () => {
    document.body.innerHTML = '<hire-launcher accent="#0a7d5a"></hire-launcher>'
    const style = () => document.querySelector('hire-launcher')?.shadowRoot?.querySelector('style')
    expect(style()?.textContent).toContain('--hire-color-primary:#0a7d5a')
    document.querySelector('hire-launcher')?.setAttribute('accent', 'red;}')
    expect(style()?.textContent).not.toContain('red;}')
  })
})
