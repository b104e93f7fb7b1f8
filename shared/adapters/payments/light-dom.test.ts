import { afterEach, describe, expect, it } from 'vitest'
import { lightDomHost } from './light-dom.ts'

afterEach(() => {
  document.body.innerHTML = ''
})

function widget(parent: ParentNode): { host: HTMLElement; container: HTMLElement } {
  const host = document.createElement('div')
  parent.append(host)
  const root = host.attachShadow({ mode: 'open' })
  const container = document.createElement('div')
  root.append(container)
  return { host, container }
}

describe('lightDomHost', () => {
  it('outside any shadow root, is a plain child of the container', () => {
    const container = document.createElement('div')
    document.body.append(container)
    const { element, release } = lightDomHost(container)
    expect(element.parentElement).toBe(container)
    release()
    expect(container.childElementCount).toBe(0)
  })

  it('inside a shadow root, lives in the light DOM and shows through a slot in the form', () => {
    const { host, container } = widget(document.body)
    const { element, release } = lightDomHost(container)
    expect(element.getRootNode()).toBe(document)
    expect(element.parentElement).toBe(host)
    const slot = container.querySelector('slot')
    expect(slot?.name).toBe(element.slot)
    expect(slot?.assignedElements()).toEqual([element])
    release()
    expect(host.childElementCount).toBe(0)
    expect(container.querySelector('slot')).toBeNull()
  })

  it('relays through every shadow root up to the document', () => {
    const outer = widget(document.body)
    const inner = widget(outer.container)
    const { element, release } = lightDomHost(inner.container)
    expect(element.getRootNode()).toBe(document)
    expect(element.parentElement).toBe(outer.host)
    const relay = inner.host.querySelector('slot')
    expect(relay?.slot).toBe(element.slot)
    expect(relay?.getRootNode()).toBe(outer.host.shadowRoot)
    release()
    expect(outer.host.childElementCount).toBe(0)
    expect(inner.host.childElementCount).toBe(0)
  })

  it('gives each form its own slot name', () => {
    const { container } = widget(document.body)
    expect(lightDomHost(container).element.slot).not.toBe(lightDomHost(container).element.slot)
  })
})
