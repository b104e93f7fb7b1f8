/**
 * A light-DOM home for a payment field that must appear inside a shadow root.
 *
 * Stripe Elements refuses to mount inside a shadow root (its iframe needs to be reachable
 * from the document, and Stripe.js checks for it). Our widgets render in an open shadow root,
 * so the field is mounted into an element in the page's light DOM instead, and shown where
 * the form is through a named <slot>: the slot sits in the form, the element is a child of
 * the widget's host with the same `slot` name. A widget nested in another widget's shadow
 * root relays through one more slot per level until the element reaches the document.
 * Without any shadow root (our own site's islands) the element simply goes in the container.
 */

export interface LightDomHost {
  /** where the provider mounts its field: always in the document's light DOM */
  element: HTMLElement
  /** removes the element and any slots made for it */
  release(): void
}

let counter = 0

function shadowRootOf(node: Node): ShadowRoot | null {
  const root = node.getRootNode()
  return root instanceof ShadowRoot ? root : null
}

export function lightDomHost(
  container: HTMLElement,
  className = 'hire-payment-field',
): LightDomHost {
  const element = document.createElement('div')
  element.className = className
  let root = shadowRootOf(container)
  if (!root) {
    container.append(element)
    return { element, release: () => element.remove() }
  }
  counter += 1
  const name = `hire-payment-field-${counter}`
  const slot = document.createElement('slot')
  slot.name = name
  container.append(slot)
  const made: Element[] = [slot]
  let host = root.host
  root = shadowRootOf(host)
  while (root) {
    // The host itself lives in a shadow root: pass the content on through one more slot.
    const relay = document.createElement('slot')
    relay.name = name
    relay.slot = name
    host.append(relay)
    made.push(relay)
    host = root.host
    root = shadowRootOf(host)
  }
  element.slot = name
  host.append(element)
  made.push(element)
  return {
    element,
    release: () => {
      for (const node of made) node.remove()
    },
  }
}
