/**
 * The full `<hire-search>`: SearchWidget through the shared runtime's shell (host context,
 * theme, error boundary, session, `hire-ready`), rendered over the element's first paint
 * (element.ts), with what the visitor did meanwhile handed over. The first render has the
 * first paint's tree, so Preact keeps its nodes (a first render into a container adopts the
 * children it finds when they match) and only sets ids and handlers: nothing moves, the
 * focused field stays focused. The handover finds each node by its child-index path, which
 * holds even where a node was not kept.
 */
import { render as preactRender } from 'preact'
import { createElement } from 'react'
import { parsePrefill } from '../../shared/domain/catalogue/prefill.ts'
import { applyPageWide as pageWide } from '../runtime/define-widget.ts'
import { emit } from '../runtime/events.ts'
import { createShell } from '../runtime/shell.tsx'
import { searchMinHeight } from './first-paint.ts'
import { givePrefillParser } from './prefill.ts'
import { SearchWidget } from './SearchWidget.tsx'

givePrefillParser(parsePrefill)

const tag = 'hire-search'
const Shell = createShell(tag, SearchWidget, searchMinHeight)

/** What the visitor did on the first paint, as child-index paths from the shadow root. */
export interface Handover {
  values: { path: number[]; value: string }[]
  focus?: { path: number[]; selection: [number | null, number | null] | null }
  /** the last button or field pressed (not Explore) */
  click?: number[]
  /** the form submitted (Explore or Enter) */
  submit?: number[]
  /** the visitor used the first paint: it is no longer repainted for a changed attribute */
  touched?: boolean
}

export interface MountedSearch {
  update(): void
  unmount(): void
}

function nodeAt(root: Node, path: number[] | undefined): Node | undefined {
  let node: Node | undefined = path ? root : undefined
  for (const index of path ?? []) node = node?.childNodes[index]
  return node
}

/** `api-base` and `partner` apply page-wide, by defineWidget's rules. */
export const applyPageWide = (_host: HTMLElement, prop: string, value: unknown) =>
  pageWide(tag, prop, value)

/** Resolves once the full widget's effects have run: its handlers and stores are live. */
const ready = (host: HTMLElement) =>
  new Promise((resolve) => host.addEventListener('hire-ready', resolve, { once: true }))

async function replay(host: HTMLElement, root: ShadowRoot, handover: Handover): Promise<void> {
  // Find every twin now: the layout measurement may drop one of the two layouts later.
  const values = handover.values.map(({ path, value }) => ({ node: nodeAt(root, path), value }))
  const focus = nodeAt(root, handover.focus?.path) as HTMLInputElement | undefined
  const click = nodeAt(root, handover.click) as HTMLElement | undefined
  const form = nodeAt(root, handover.submit) as HTMLFormElement | undefined
  for (const { node, value } of values) {
    if (!(node instanceof HTMLInputElement)) continue
    node.value = value
    node.dispatchEvent(new Event('input', { bubbles: true }))
  }
  // Still focused when the first paint's node was kept: its new focus listeners (the
  // categories' first use) hear the focus the visitor gave it.
  if (focus && root.activeElement === focus) focus.dispatchEvent(new FocusEvent('focus'))
  else focus?.focus?.({ preventScroll: true })
  const selection = handover.focus?.selection
  if (focus && selection && selection[0] !== null) {
    focus.setSelectionRange(selection[0], selection[1])
  }
  if (!click && !form) return
  await ready(host)
  if (click?.isConnected) click.click()
  if (form?.isConnected) form.requestSubmit()
}

export function mountSearch(
  host: HTMLElement,
  root: ShadowRoot,
  props: Record<string, unknown>,
  handover: Handover,
): MountedSearch {
  // Set before the takeover, they take effect now.
  for (const [prop, value] of Object.entries(props)) {
    const message = pageWide(tag, prop, value)
    if (message) emit(host, 'hire-error', { tag, attribute: prop, message })
  }
  // Preact's own render, not the React root: that one empties the container first.
  const render = () => preactRender(createElement(Shell, { ...props, host }), root)
  render()
  void replay(host, root, handover)
  return {
    update: render,
    unmount: () => preactRender(null, root),
  }
}
