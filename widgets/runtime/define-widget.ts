/**
 * defineWidget(tag, Component, props): a custom element (widget-element.ts: open shadow
 * root, attribute and property handling that follows HTML, see attributes.ts) whose content
 * is the component rendered with our own React renderer, so it always runs the runtime we
 * ship. Properties set before the element was upgraded (the lazy loader makes that common)
 * are picked up. Every element also takes `api-base` and `partner` (the code carried into
 * bookings, shared/stores/partners/attribution.ts), both applied page-wide.
 */
import { type ComponentType, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { configure } from '../../shared/config.ts'
import { partnerParam } from '../../shared/domain/partners/code.ts'
import { setPartner } from '../../shared/stores/partners/attribution.ts'
import type { PropKind } from './attributes.ts'
import { define } from './define.ts'
import { createShell } from './shell.tsx'
import { widgetClass } from './widget-element.ts'

export interface WidgetOptions {
  /** Height reserved before and while the widget renders (CSS length). */
  minHeight?: string
}

/** The element's own props plus the `apiBase` and theme every element understands. */
export type WidgetElement<P> = HTMLElement &
  Partial<P> & {
    apiBase?: string
    theme?: string
    accent?: string
    font?: string
    partner?: string
  }

/** The props every element takes besides its own. */
export const commonProps: Record<string, PropKind> = {
  apiBase: 'string',
  // Theme choices every element takes; the shell applies them (shared/format/theme.ts).
  theme: 'string',
  accent: 'string',
  font: 'string',
  // The partner code carried into bookings (shared/stores/partners/attribution.ts).
  [partnerParam]: 'string',
}

/** `api-base` and `partner` apply page-wide; the problem with a partner code that is not one. */
export function applyPageWide(tag: string, prop: string, value: unknown): string | undefined {
  if (prop === 'apiBase' && typeof value === 'string' && value) configure({ apiBase: value })
  if (prop === partnerParam && !setPartner(value)) {
    return `The partner attribute of <${tag}> is not a partner code: it is ignored.`
  }
  return undefined
}

export function createWidgetElement<P extends object>(
  tag: string,
  Widget: ComponentType<P>,
  props: { [K in keyof P]?: PropKind },
  options: WidgetOptions = {},
): { new (): WidgetElement<P>; prototype: WidgetElement<P> } {
  const Shell = createShell(tag, Widget, options.minHeight ?? '3rem')
  const roots = new WeakMap<HTMLElement, ReturnType<typeof createRoot>>()
  const element = widgetClass(
    tag,
    { ...commonProps, ...(props as Record<string, PropKind>) },
    {
      render(host, root, values) {
        let react = roots.get(host)
        if (!react) {
          react = createRoot(root as unknown as HTMLElement)
          roots.set(host, react)
        }
        react.render(createElement(Shell as ComponentType<object>, { ...values, host } as object))
      },
      unmount(host) {
        roots.get(host)?.unmount()
        roots.delete(host)
      },
      apply: (_host, prop, value) => applyPageWide(tag, prop, value),
    },
  )
  return element as unknown as { new (): WidgetElement<P>; prototype: WidgetElement<P> }
}

/** Creates the element class and defines `tag` with it (guarded: never throws). */
export function defineWidget<P extends object>(
  tag: string,
  Widget: ComponentType<P>,
  props: { [K in keyof P]?: PropKind },
  options?: WidgetOptions,
) {
  const element = createWidgetElement(tag, Widget, props, options)
  define(tag, element)
  return element
}
