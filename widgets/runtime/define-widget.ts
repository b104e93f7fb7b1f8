/**
 * defineWidget(tag, Component, props): a custom element built on r2wc (open shadow root,
 * r2wc's mount/update/unmount lifecycle) with our own attribute and property handling,
 * because r2wc's does not follow HTML (see attributes.ts): booleans by presence, removed
 * attributes reset, bad JSON reported as `hire-error`, and properties never written back
 * to attributes. Properties set before the element was upgraded (the lazy loader makes
 * that common) are picked up. Every element also takes `api-base` and `partner` (the code
 * carried into bookings, shared/stores/partners/attribution.ts), both applied page-wide.
 */
import r2wc from '@r2wc/core'
import { type ComponentType, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { configure } from '../../shared/config.ts'
import { partnerParam } from '../../shared/domain/partners/code.ts'
import { setPartner } from '../../shared/stores/partners/attribution.ts'
import { attributeName, type PropKind, parseAttribute } from './attributes.ts'
import { define } from './define.ts'
import { emit } from './events.ts'
import { createShell } from './shell.tsx'

type Root = ReturnType<typeof createRoot>

/** r2wc's React renderer, written here so it always uses the runtime we ship. */
const renderer = {
  mount(container: HTMLElement, Widget: ComponentType<object>, props: object) {
    const root = createRoot(container)
    root.render(createElement(Widget, props))
    return { root, Widget }
  },
  update({ root, Widget }: { root: Root; Widget: ComponentType<object> }, props: object) {
    root.render(createElement(Widget, props))
  },
  unmount({ root }: { root: Root }) {
    root.unmount()
  },
}

const propsKey = Symbol.for('r2wc.props')
const renderKey = Symbol.for('r2wc.render')
const refresh = Symbol('refresh')
const seen = Symbol('seen')
const ready = Symbol('ready')

interface R2wcInstance extends HTMLElement {
  [propsKey]: Record<string, unknown>
  [renderKey](): void
}

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

export function createWidgetElement<P extends object>(
  tag: string,
  Widget: ComponentType<P>,
  props: { [K in keyof P]?: PropKind },
  options: WidgetOptions = {},
): { new (): WidgetElement<P>; prototype: WidgetElement<P> } {
  const kinds: Record<string, PropKind> = {
    apiBase: 'string',
    // Theme choices every element takes; the shell applies them (shared/format/theme.ts).
    theme: 'string',
    accent: 'string',
    font: 'string',
    // The partner code carried into bookings (shared/stores/partners/attribution.ts).
    [partnerParam]: 'string',
    ...(props as Record<string, PropKind>),
  }
  const propOf: Record<string, string> = {}
  for (const [prop, kind] of Object.entries(kinds)) {
    if (kind !== 'property') propOf[attributeName(prop)] = prop
  }
  const observed = Object.keys(propOf)
  const Shell = createShell(tag, Widget, options.minHeight ?? '3rem')
  // r2wc gets no props: it only owns the shadow root and the render lifecycle.
  const Base = r2wc(
    Shell as ComponentType<object>,
    { shadow: 'open', props: [] },
    renderer,
  ) as unknown as {
    new (): R2wcInstance
  }

  class HireWidget extends Base {
    static get observedAttributes(): string[] {
      return observed
    }

    [seen] = new Map<string, string | null>();
    [ready] = false

    constructor() {
      super()
      this[propsKey].host = this
      const failures: string[] = []
      for (const attribute of observed) {
        const value = this.getAttribute(attribute)
        if (value !== null) this.apply(attribute, value, failures)
      }
      for (const prop of Object.keys(kinds)) {
        if (!Object.hasOwn(this, prop)) continue
        const value = (this as Record<string, unknown>)[prop]
        delete (this as Record<string, unknown>)[prop]
        ;(this as Record<string, unknown>)[prop] = value
      }
      this[ready] = true
      // Listeners are not attached yet while the element is being constructed.
      if (failures.length) queueMicrotask(() => this.reportInvalid(failures))
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
      // Browsers replay existing attributes after an upgrade; they were applied already.
      if (this[seen].has(attribute) && this[seen].get(attribute) === value) return
      const failures: string[] = []
      this.apply(attribute, value, failures)
      this.reportInvalid(failures)
      this[refresh]()
    }

    private apply(attribute: string, value: string | null, failures: string[]): void {
      this[seen].set(attribute, value)
      const prop = propOf[attribute]
      if (!prop) return
      const parsed = parseAttribute(kinds[prop] ?? 'string', value)
      if (!parsed.ok || (prop === partnerParam && !setPartner(parsed.value))) {
        failures.push(attribute)
        return
      }
      if (prop === 'apiBase' && typeof parsed.value === 'string' && parsed.value) {
        configure({ apiBase: parsed.value })
      }
      this[propsKey][prop] = parsed.value
    }

    reportInvalid(attributes: string[]): void {
      for (const attribute of attributes) {
        emit(this, 'hire-error', {
          tag,
          attribute,
          message:
            attribute === partnerParam
              ? `The partner attribute of <${tag}> is not a partner code: it is ignored.`
              : `The ${attribute} attribute of <${tag}> is not valid JSON.`,
        })
      }
    }

    [refresh](): void {
      if (this[ready] && this.isConnected) this[renderKey]()
    }
  }

  for (const prop of Object.keys(kinds)) {
    Object.defineProperty(HireWidget.prototype, prop, {
      enumerable: true,
      configurable: true,
      get(this: HireWidget) {
        return this[propsKey][prop]
      },
      set(this: HireWidget, value: unknown) {
        // Never reflected to an attribute: rich data stays out of the DOM.
        this[propsKey][prop] = value
        if (prop === 'apiBase' && typeof value === 'string' && value) configure({ apiBase: value })
        if (prop === partnerParam && !setPartner(value)) this.reportInvalid([partnerParam])
        this[refresh]()
      },
    })
  }

  return HireWidget as unknown as { new (): WidgetElement<P>; prototype: WidgetElement<P> }
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
