/**
 * The popup: one widget (`<hire-item>`, `<hire-search>` or `<hire-listings>`) in a modal
 * dialog over the partner's page, opened by a `data-hire-*` element (the loader) or by
 * `<hire-launcher>`. Plain DOM, loaded on demand, so the loader stays tiny.
 *
 * WAI-ARIA dialog pattern: a native modal `<dialog>` (top layer, the page behind is inert),
 * labelled by its title; focus moves in on open, Tab and Shift+Tab cycle inside it (edge
 * guards catch focus leaving at either end, through the widget's shadow roots), Escape and
 * a backdrop click close it, and focus returns to the element that opened it. Back closes
 * it too (it adds one history entry, popped again however it closes). The page's
 * scroll is locked while it is open without the page shifting (the scrollbar's room is
 * kept). Everything renders in a shadow root, so the page's CSS cannot reach it.
 */
import { themeCss, themeFromAttributes } from '../../shared/format/theme.ts'
import { load } from '../loader/hire-widgets.ts'
import { deepFocusables } from './focus.ts'
import { popupCss } from './popup-css.ts'

export type PopupKind = 'item' | 'search' | 'listings'

export interface PopupRequest {
  kind: PopupKind
  /** the item id for `item`, the supplier id for `listings` */
  id?: string | undefined
  /** the dialog's title (its accessible name) */
  title?: string | undefined
  /** more attributes for the widget: prefill, theme, partner… */
  attributes?: Record<string, string>
}

const widgets: Record<PopupKind, { tag: string; idAttribute?: string; title: string }> = {
  item: { tag: 'hire-item', idAttribute: 'item-id', title: 'Book' },
  search: { tag: 'hire-search', title: 'Search for hire' },
  listings: { tag: 'hire-listings', idAttribute: 'supplier-id', title: 'Listings' },
}

const attributeName = /^[a-z][a-z0-9-]*$/
const kindAttributes = ['data-hire-item', 'data-hire-search', 'data-hire-listings']

/**
 * What a `data-hire-item="ID"` (or `-search`, `-listings="SUPPLIER-ID"`) element asks for.
 * Its other `data-hire-<name>` attributes become the widget's `<name>` attributes
 * (`data-hire-start-date`, `data-hire-theme`, `data-hire-partner`…).
 */
export function requestFrom(trigger: Element): PopupRequest | null {
  const kind = (['item', 'search', 'listings'] as const).find((name) =>
    trigger.hasAttribute(`data-hire-${name}`),
  )
  if (!kind) return null
  const attributes: Record<string, string> = {}
  for (const { name, value } of Array.from(trigger.attributes)) {
    if (!name.startsWith('data-hire-') || kindAttributes.includes(name)) continue
    const attribute = name.slice('data-hire-'.length)
    if (attributeName.test(attribute) && attribute !== 'title') attributes[attribute] = value
  }
  return {
    kind,
    id: trigger.getAttribute(`data-hire-${kind}`)?.trim() || undefined,
    title: trigger.getAttribute('data-hire-title') ?? undefined,
    attributes,
  }
}

let current: { close: (keepEntry?: boolean) => void } | null = null

/**
 * Back closes the popup: opening it adds one history entry (same address, our marker in its
 * state), Back pops it, and closing it any other way pops it too, so the page's history is
 * as it was. A popup replacing another reuses the entry.
 */
const entryKey = 'hirePopup'
let entries = 0

function popupEntry(): string | null {
  const state = history.state as Record<string, unknown> | null
  const token = state && typeof state === 'object' ? state[entryKey] : null
  return typeof token === 'string' ? token : null
}

/**
 * The `history.back()` of a popup closed another way, until its popstate arrives (the
 * browser pops the entry later, not during the call). A popup opened meanwhile waits for it
 * before adding its own entry: otherwise it would take over the entry being popped, and that
 * late popstate would close it.
 */
let backPending: Promise<void> | null = null
/** A back the browser never carries out must not hold the next popup's entry for good. */
const backTimeout = 1000

function popEntry(): void {
  const settled = new Promise<void>((resolve) => {
    const done = () => {
      removeEventListener('popstate', done)
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(done, backTimeout)
    addEventListener('popstate', done)
  })
  backPending = settled
  void settled.then(() => {
    if (backPending === settled) backPending = null
  })
  history.back()
}

/** Runs `then` once no popped entry is pending: at once, or when its popstate arrived. */
function afterPendingBack(then: () => void): void {
  if (backPending) void backPending.then(then)
  else then()
}

function addEntry(): string {
  entries += 1
  const token = `${Date.now()}-${entries}`
  if (popupEntry()) history.replaceState({ [entryKey]: token }, '')
  else history.pushState({ [entryKey]: token }, '')
  return token
}

function lockScroll(): () => void {
  const root = document.documentElement
  const { overflow, scrollbarGutter } = root.style
  // Keeping the scrollbar's room is what stops the page from shifting sideways.
  if (window.innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable'
  root.style.overflow = 'hidden'
  return () => {
    root.style.overflow = overflow
    root.style.scrollbarGutter = scrollbarGutter
  }
}

function widgetFor(request: PopupRequest): HTMLElement {
  const spec = widgets[request.kind]
  const widget = document.createElement(spec.tag)
  for (const [name, value] of Object.entries(request.attributes ?? {})) {
    widget.setAttribute(name, value)
  }
  if (spec.idAttribute && request.id) widget.setAttribute(spec.idAttribute, request.id)
  // Cards in a popup open their item in place rather than leaving the page.
  if (request.kind === 'listings') widget.setAttribute('open-inline', '')
  widget.setAttribute('part', 'widget')
  return widget
}

/** Opens the popup (closing one already open); returns a function that closes it. */
export function openPopup(request: PopupRequest, opener?: HTMLElement | null): () => void {
  current?.close(true)
  const spec = widgets[request.kind]
  const host = document.createElement('hire-popup')
  const root = host.attachShadow({ mode: 'open' })
  // The widget inside reports bad values itself; the dialog around it just skips them.
  const attributes = request.attributes ?? {}
  const theme = themeFromAttributes((name) => attributes[name])
  root.innerHTML = `<style>${popupCss}${themeCss(theme)}</style><dialog part="dialog" aria-labelledby="title"><span class="edge" tabindex="0"></span><div class="bar" part="bar"><h2 id="title" part="title"></h2><button type="button" class="close" part="close" aria-label="Close"><span aria-hidden="true">×</span></button></div><div class="body" part="body"></div><span class="edge" tabindex="0"></span></dialog>`
  const dialog = root.querySelector('dialog') as HTMLDialogElement
  const close = root.querySelector('.close') as HTMLButtonElement
  const [start, end] = Array.from(root.querySelectorAll<HTMLElement>('.edge'))
  ;(root.querySelector('h2') as HTMLElement).textContent = request.title || spec.title
  const widget = widgetFor(request)
  root.querySelector('.body')?.append(widget)

  const returnTo = opener ?? null
  let unlock: () => void = () => {}
  let closed = false
  let token: string | null = null
  /** `keepEntry`: Back already popped the entry, or the next popup takes it over. */
  const finish = (keepEntry = false) => {
    if (closed) return
    closed = true
    removeEventListener('popstate', onBack)
    if (dialog.open) dialog.close()
    unlock()
    host.remove()
    if (current === handle) current = null
    if (returnTo?.isConnected) returnTo.focus({ preventScroll: true })
    if (!keepEntry && token && popupEntry() === token) popEntry()
  }
  const onBack = () => {
    if (popupEntry() !== token) finish(true)
  }
  const handle = { close: finish }
  current = handle

  // Escape: the browser's cancel, taken over so the same clean-up runs; 'close' catches a
  // browser that closes without asking.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault()
    finish()
  })
  dialog.addEventListener('close', () => finish())
  close.addEventListener('click', () => finish())
  dialog.addEventListener('click', (event) => {
    // A click on the dialog box itself, not its content, is a click on the backdrop.
    if (event.target === dialog) finish()
  })
  start?.addEventListener('focus', () => {
    const inside = deepFocusables(dialog).filter((element) => !element.classList.contains('edge'))
    ;(inside[inside.length - 1] ?? close).focus()
  })
  end?.addEventListener('focus', () => close.focus())

  document.body.append(host)
  unlock = lockScroll()
  dialog.showModal()
  close.focus()
  afterPendingBack(() => {
    // Closed while waiting for the last popup's entry to go: nothing to add.
    if (closed) return
    token = addEntry()
    addEventListener('popstate', onBack)
  })
  load(spec.tag).catch(() => {})
  return () => finish()
}
