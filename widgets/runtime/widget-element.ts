/**
 * The custom element every widget is, without the framework: an open shadow root, props
 * from attributes and properties following HTML (attributes.ts: booleans by presence,
 * removed attributes reset, bad JSON reported as `hire-error`, properties never written
 * back), properties set before the upgrade picked up, and a lifecycle that asks `hooks` to
 * render when connected or changed and to unmount when disconnected. defineWidget renders
 * a component through it; `<hire-search>` paints its bar first and renders its component
 * later (widgets/search/element.ts).
 */
import { attributeName, type PropKind, parseAttribute } from './attributes.ts'
import { emit } from './events.ts'

export interface WidgetHooks {
  /** Draws `props` into `root`: when connected, and again when a prop changes (`changed`). */
  render(
    host: HTMLElement,
    root: ShadowRoot,
    props: Record<string, unknown>,
    changed?: string,
  ): void
  /** The element left the page. */
  unmount(host: HTMLElement): void
  /**
   * A prop's page-wide effect (`api-base`, `partner`), run as it is set: the problem with the
   * value, reported as `hire-error`, or undefined. A refused attribute value is not kept.
   */
  apply?(host: HTMLElement, prop: string, value: unknown): string | undefined
}

export function widgetClass(
  tag: string,
  kinds: Record<string, PropKind>,
  hooks: WidgetHooks,
): CustomElementConstructor {
  const propOf: Record<string, string> = {}
  for (const [prop, kind] of Object.entries(kinds)) {
    if (kind !== 'property') propOf[attributeName(prop)] = prop
  }
  const observed = Object.keys(propOf)

  class HireWidget extends HTMLElement {
    static get observedAttributes(): string[] {
      return observed
    }

    static {
      for (const prop of Object.keys(kinds)) {
        Object.defineProperty(HireWidget.prototype, prop, {
          enumerable: true,
          configurable: true,
          get(this: HireWidget) {
            return this.#props[prop]
          },
          set(this: HireWidget, value: unknown) {
            // Never reflected to an attribute: rich data stays out of the DOM.
            this.#props[prop] = value
            const problem = hooks.apply?.(this, prop, value)
            if (problem) this.#report([[attributeName(prop), problem]])
            this.#refresh(prop)
          },
        })
      }
    }

    #props: Record<string, unknown> = {}
    #seen = new Map<string, string | null>()
    #ready = false
    #root: ShadowRoot

    constructor() {
      super()
      this.#root = this.attachShadow({ mode: 'open' })
      const failures: [string, string][] = []
      for (const attribute of observed) {
        const value = this.getAttribute(attribute)
        if (value !== null) this.#apply(attribute, value, failures)
      }
      // Properties set before the code loaded shadow the accessors: move them behind them.
      for (const prop of Object.keys(kinds)) {
        if (!Object.hasOwn(this, prop)) continue
        const value = (this as Record<string, unknown>)[prop]
        delete (this as Record<string, unknown>)[prop]
        ;(this as Record<string, unknown>)[prop] = value
      }
      this.#ready = true
      // Listeners are not attached yet while the element is being constructed.
      if (failures.length) queueMicrotask(() => this.#report(failures))
    }

    connectedCallback(): void {
      hooks.render(this, this.#root, this.#props)
    }

    disconnectedCallback(): void {
      hooks.unmount(this)
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
      // Browsers replay existing attributes after an upgrade; they were applied already.
      if (this.#seen.has(attribute) && this.#seen.get(attribute) === value) return
      const failures: [string, string][] = []
      this.#apply(attribute, value, failures)
      this.#report(failures)
      this.#refresh(propOf[attribute])
    }

    #apply(attribute: string, value: string | null, failures: [string, string][]): void {
      this.#seen.set(attribute, value)
      const prop = propOf[attribute]
      if (!prop) return
      const parsed = parseAttribute(kinds[prop] ?? 'string', value)
      const problem = parsed.ok
        ? hooks.apply?.(this, prop, parsed.value)
        : `The ${attribute} attribute of <${tag}> is not valid JSON.`
      if (problem) failures.push([attribute, problem])
      else this.#props[prop] = parsed.ok ? parsed.value : undefined
    }

    #report(failures: [string, string][]): void {
      for (const [attribute, message] of failures)
        emit(this, 'hire-error', { tag, attribute, message })
    }

    #refresh(prop?: string): void {
      if (this.#ready && this.isConnected) hooks.render(this, this.#root, this.#props, prop)
    }
  }

  return HireWidget
}
