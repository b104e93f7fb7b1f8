/**
 * The one script partners embed. It defines nothing itself: it watches the page for our
 * tags (now and later) and imports each widget's code the first time its tag appears.
 * Chunk URLs resolve against this script's own URL, so embedding from any origin works.
 * A click on any element with `data-hire-item`, `data-hire-search` or `data-hire-listings`
 * opens that widget in a popup, whose code loads on that first click.
 */
import { widgets } from './registry.ts'

const requested = new Map<string, Promise<unknown>>()

/** Loads a widget's code (once); resolves when its element is defined. */
export function load(tag: string): Promise<unknown> {
  const name = tag.toLowerCase()
  const importer = widgets[name]
  if (!importer) return Promise.reject(new Error(`Unknown widget <${name}>`))
  let pending = requested.get(name)
  if (!pending) {
    pending = importer().catch((error: unknown) => {
      requested.delete(name)
      console.error(`<${name}> could not be loaded.`, error)
    })
    requested.set(name, pending)
  }
  return pending
}

const selector = Object.keys(widgets).join(',')

function scan(root: ParentNode | Element): void {
  if ('localName' in root && root.localName in widgets) void load(root.localName)
  for (const element of root.querySelectorAll(selector)) void load(element.localName)
}

const triggers = '[data-hire-item],[data-hire-search],[data-hire-listings]'

/** One listener for the whole page: triggers added at any time work with no code of theirs. */
function onClick(event: MouseEvent): void {
  const trigger = (event.target as Element | null)?.closest?.(triggers)
  if (!trigger || event.defaultPrevented || event.button || event.metaKey || event.ctrlKey) return
  event.preventDefault()
  void import('../launcher/popup.ts').then(({ openPopup, requestFrom }) => {
    const request = requestFrom(trigger)
    if (request) openPopup(request, trigger as HTMLElement)
  })
}

function start(): void {
  document.addEventListener('click', onClick)
  scan(document)
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node.nodeType === 1) scan(node as Element)
    }
    if (requested.size === Object.keys(widgets).length) observer.disconnect()
  })
  observer.observe(document.documentElement, { childList: true, subtree: true })
}

if (typeof document !== 'undefined') start()
