/**
 * The floating button. Plain DOM in an open shadow root (a button needs no framework), so
 * a page with only a launcher downloads a few hundred bytes until the visitor clicks; the
 * popup and the widget load then. Prefill, theme and partner attributes are handed to the
 * widget the popup opens.
 */
import { themeCss, themeFromAttributes } from '../../shared/format/theme.ts'
import type { PopupRequest } from './popup.ts'

/** The launcher's attributes the opened widget receives as its own. */
const passed = [
  'start-date',
  'end-date',
  'units',
  'group-size',
  'activity',
  'destination',
  'theme',
  'accent',
  'font',
  'partner',
  'api-base',
]

const css =
  ':host{position:fixed;z-index:2147482000;bottom:calc(var(--hire-launcher-offset,16px) + env(safe-area-inset-bottom,0px));right:var(--hire-launcher-offset,16px);display:block;direction:ltr}' +
  ':host([position="bottom-left"]){right:auto;left:var(--hire-launcher-offset,16px)}' +
  ':host([hidden]){display:none}' +
  'button{display:flex;align-items:center;gap:8px;box-sizing:border-box;min-height:48px;max-width:min(320px,calc(100vw - 32px));margin:0;padding:12px 20px;border:0;border-radius:999px;background:var(--hire-color-primary,#0b57b5);color:var(--hire-color-on-primary,#fff);box-shadow:var(--hire-shadow,0 8px 28px rgb(16 24 40/28%));font:inherit;font-size:16px;font-weight:600;line-height:1.2;cursor:pointer;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}' +
  'button:focus-visible{outline:3px solid var(--hire-color-focus,var(--hire-color-primary,#0b57b5));outline-offset:3px}' +
  // On a phone it keeps to a small pill, so it hides as little of the page as it can.
  '@media (max-width:480px){button{min-height:44px;padding:10px 16px;font-size:15px;max-width:calc(100vw - 96px)}}'

export class LauncherElement extends HTMLElement {
  static get observedAttributes(): string[] {
    return ['label', 'theme', 'accent', 'font']
  }

  private button: HTMLButtonElement | null = null
  private sheet: HTMLStyleElement | null = null

  connectedCallback(): void {
    if (!this.shadowRoot) {
      const root = this.attachShadow({ mode: 'open' })
      this.sheet = document.createElement('style')
      this.button = document.createElement('button')
      this.button.type = 'button'
      this.button.setAttribute('part', 'button')
      this.button.setAttribute('aria-haspopup', 'dialog')
      this.button.addEventListener('click', () => this.open())
      root.append(this.sheet, this.button)
      this.render()
      this.dispatchEvent(
        new CustomEvent('hire-ready', {
          detail: { tag: 'hire-launcher' },
          bubbles: true,
          composed: true,
        }),
      )
    }
  }

  attributeChangedCallback(): void {
    this.render()
  }

  private render(): void {
    if (!this.button || !this.sheet) return
    this.button.textContent = this.getAttribute('label')?.trim() || 'Book now'
    this.sheet.textContent = css + themeCss(themeFromAttributes((name) => this.getAttribute(name)))
  }

  /** What the popup shows: the item, the supplier's listings, or the search. */
  request(): PopupRequest {
    const itemId = this.getAttribute('item-id')?.trim()
    const supplierId = this.getAttribute('supplier-id')?.trim()
    const attributes: Record<string, string> = {}
    for (const name of passed) {
      const value = this.getAttribute(name)
      if (value !== null) attributes[name] = value
    }
    const label = this.getAttribute('label')?.trim()
    if (itemId) return { kind: 'item', id: itemId, title: label, attributes }
    if (supplierId) return { kind: 'listings', id: supplierId, title: label, attributes }
    return { kind: 'search', title: label, attributes }
  }

  open(): void {
    const request = this.request()
    void import('./popup.ts').then(({ openPopup }) => openPopup(request, this.button))
  }
}
