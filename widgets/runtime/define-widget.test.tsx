import { waitFor } from '@testing-library/preact'
import { useContext } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { $config } from '../../shared/config.ts'
import { $partner } from '../../shared/stores/partners/attribution.ts'
import { defineWidget } from './define-widget.ts'
import { emit } from './events.ts'
import { HostContext } from './host.ts'

// Elements join the page's session; no network in unit tests.
vi.mock('../../shared/api/client.ts', () => ({
  api: { get: vi.fn(async () => ({})), post: vi.fn(async () => ({ accessToken: 'guest-token' })) },
  bindSession: () => {},
}))

interface ProbeProps {
  label?: string
  count?: number
  compact?: boolean
  filters?: { tags: string[] }
  items?: string[]
}

function Probe(props: ProbeProps) {
  const host = useContext(HostContext)
  return (
    <div>
      <output>{JSON.stringify(props)}</output>
      <button
        type="button"
        onClick={() => host && emit(host, 'hire-error', { tag: 'probe', message: 'x' })}
      >
        go
      </button>
    </div>
  )
}

let counter = 0
function uniqueTag(): string {
  counter += 1
  return `hire-probe-${counter}`
}

const spec = {
  label: 'string',
  count: 'number',
  compact: 'boolean',
  filters: 'json',
  items: 'property',
} as const

function rendered(element: Element): ProbeProps {
  const text = element.shadowRoot?.querySelector('output')?.textContent
  return text ? (JSON.parse(text) as ProbeProps) : {}
}

async function mount(tag: string, attributes = ''): Promise<HTMLElement> {
  document.body.innerHTML = `<${tag} ${attributes}></${tag}>`
  const element = document.body.firstElementChild as HTMLElement
  await waitFor(() => expect(element.shadowRoot?.querySelector('output')).toBeTruthy())
  return element
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('defineWidget', () => {
  it('treats a present boolean attribute as true, even when empty or "false"', async () => {
    const tag = uniqueTag()
    defineWidget(tag, Probe, spec)
    const element = await mount(tag, 'compact')
    expect(rendered(element).compact).toBe(true)
    element.setAttribute('compact', 'false')
    await waitFor(() => expect(rendered(element).compact).toBe(true))
    element.removeAttribute('compact')
    await waitFor(() => expect(rendered(element).compact).toBe(false))
  })

  it('resets a prop to undefined when its attribute is removed', async () => {
    const tag = uniqueTag()
    defineWidget(tag, Probe, spec)
    const element = await mount(tag, 'label="Kayaks" count="3"')
    expect(rendered(element)).toMatchObject({ label: 'Kayaks', count: 3 })
    element.removeAttribute('label')
    element.removeAttribute('count')
    await waitFor(() => expect(rendered(element).label).toBeUndefined())
    expect(rendered(element).count).toBeUndefined()
  })

  it('reports bad JSON with a bubbling hire-error instead of throwing', async () => {
    const tag = uniqueTag()
    defineWidget(tag, Probe, spec)
    const errors: CustomEvent[] = []
    document.addEventListener('hire-error', (event) => errors.push(event))
    const element = await mount(tag, `filters='{"tags":["a"]}'`)
    expect(rendered(element).filters).toEqual({ tags: ['a'] })
    expect(() => element.setAttribute('filters', '{not json')).not.toThrow()
    expect(errors).toHaveLength(1)
    expect(errors[0]?.detail).toMatchObject({ tag, attribute: 'filters' })
    // The last good value stays.
    expect(rendered(element).filters).toEqual({ tags: ['a'] })
  })

  it('reports bad JSON present before the element was defined', async () => {
    const tag = uniqueTag()
    document.body.innerHTML = `<${tag} filters="{oops"></${tag}>`
    const errors: CustomEvent[] = []
    document.addEventListener('hire-error', (event) => errors.push(event))
    expect(() => defineWidget(tag, Probe, spec)).not.toThrow()
    await waitFor(() => expect(errors).toHaveLength(1))
    expect(errors[0]?.detail.attribute).toBe('filters')
  })

  it('never writes properties back to attributes', async () => {
    const tag = uniqueTag()
    defineWidget(tag, Probe, spec)
    const element = (await mount(tag)) as HTMLElement & ProbeProps
    const setAttribute = vi.spyOn(element, 'setAttribute')
    element.filters = { tags: ['x', 'y'] }
    element.items = ['a', 'b']
    element.compact = true
    element.label = 'Bikes'
    await waitFor(() => expect(rendered(element).items).toEqual(['a', 'b']))
    expect(rendered(element)).toMatchObject({
      filters: { tags: ['x', 'y'] },
      compact: true,
      label: 'Bikes',
    })
    expect(setAttribute).not.toHaveBeenCalled()
    expect(element.hasAttribute('filters')).toBe(false)
    expect(element.hasAttribute('compact')).toBe(false)
    expect(element.hasAttribute('label')).toBe(false)
  })

  it('keeps properties set before the element was upgraded', async () => {
    const tag = uniqueTag()
    document.body.innerHTML = `<${tag}></${tag}>`
    const element = document.body.firstElementChild as HTMLElement & ProbeProps
    element.items = ['early']
    defineWidget(tag, Probe, spec)
    customElements.upgrade(element)
    await waitFor(() => expect(rendered(element).items).toEqual(['early']))
  })

  it('warns and keeps the first definition when a tag is defined twice', () => {
    const tag = uniqueTag()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const first = defineWidget(tag, Probe, spec)
    expect(() => defineWidget(tag, Probe, spec)).not.toThrow()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(customElements.get(tag)).toBe(first)
  })

  it('emits events that bubble out of the shadow root with a copied detail', async () => {
    const tag = uniqueTag()
    defineWidget(tag, Probe, spec)
    const element = await mount(tag)
    const seen: CustomEvent[] = []
    document.addEventListener('hire-error', (event) => seen.push(event))
    element.shadowRoot?.querySelector('button')?.click()
    expect(seen).toHaveLength(1)
    expect(seen[0]?.bubbles).toBe(true)
    expect(seen[0]?.composed).toBe(true)
    expect(seen[0]?.target).toBe(element)

    const detail = { tag: 'probe', message: 'copied' }
    let received: unknown
    element.addEventListener('hire-error', (event) => {
      received = event.detail
    })
    emit(element, 'hire-error', detail)
    expect(received).toEqual(detail)
    expect(received).not.toBe(detail)
  })

  it('dispatches hire-ready once, after the widget is interactive', async () => {
    const tag = uniqueTag()
    defineWidget(tag, Probe, spec)
    const ready: CustomEvent[] = []
    document.addEventListener('hire-ready', (event) => ready.push(event))
    const element = await mount(tag)
    await waitFor(() => expect(ready).toHaveLength(1))
    expect(ready[0]?.detail).toEqual({ tag })
    expect(ready[0]?.target).toBe(element)
    expect(element.shadowRoot?.querySelector('button')).toBeTruthy()
    // Moving the element re-mounts it but it was ready already.
    document.body.append(document.createElement('div'), element)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(ready).toHaveLength(1)
  })

  it('applies api-base page-wide', async () => {
    const tag = uniqueTag()
    defineWidget(tag, Probe, spec)
    const before = $config.get()
    await mount(tag, 'api-base="https://api.example.com.au/api/v1"')
    expect($config.get().apiBase).toBe('https://api.example.com.au/api/v1')
    $config.set(before)
  })

  it('reserves layout space in the shadow root', async () => {
    const tag = uniqueTag()
    defineWidget(tag, Probe, spec, { minHeight: '80px' })
    const element = await mount(tag)
    const css = element.shadowRoot?.querySelector('style')?.textContent ?? ''
    expect(css).toContain(':host{--hire-rem:16px;display:block;min-height:80px')
  })
})

describe('the partner attribute', () => {
  it('sets the page partner code and reports an invalid one as hire-error', async () => {
    const tag = uniqueTag()
    defineWidget(tag, Probe, spec)
    await mount(tag, 'partner="demo-partner"')
    expect($partner.get()).toBe('demo-partner')
    const errors: CustomEvent[] = []
    const listen = (event: Event) => errors.push(event as CustomEvent)
    document.addEventListener('hire-error', listen)
    const element = await mount(tag)
    element.setAttribute('partner', 'not a code')
    expect(errors).toHaveLength(1)
    expect(errors[0]?.detail).toEqual({
      tag,
      attribute: 'partner',
      message: `The partner attribute of <${tag}> is not a partner code: it is ignored.`,
    })
    expect(element.getAttribute('partner')).toBe('not a code')
    expect($partner.get()).toBe('demo-partner')
    document.removeEventListener('hire-error', listen)
    $partner.set(null)
    sessionStorage.clear()
  })

  it('sets its own text styles without a theme, and the dark palette once one is asked for', async () => {
    const tag = uniqueTag()
    defineWidget(tag, Probe, spec)
    const styleOf = (element: Element) =>
      [...(element.shadowRoot?.querySelectorAll('style') ?? [])]
        .map((style) => style.textContent)
        .join('')
    const plain = await mount(tag)
    expect(styleOf(plain)).toContain('letter-spacing:normal!important')
    expect(styleOf(plain)).not.toContain('--hire-color-surface')

    const dark = await mount(tag, 'theme="dark" accent="#0a7d5a"')
    expect(styleOf(dark)).toContain('--hire-color-surface:#15191e')
    expect(styleOf(dark)).toContain('--hire-color-primary:#0a7d5a')
    expect(styleOf(dark)).toContain('letter-spacing:normal!important')
  })

  it('reports a bad theme value and still renders in the default theme', async () => {
    const tag = uniqueTag()
    defineWidget(tag, Probe, spec)
    const errors: CustomEvent[] = []
    const listen = (event: Event) => errors.push(event as CustomEvent)
    document.addEventListener('hire-error', listen)
    const element = await mount(tag, 'theme="neon"')
    await waitFor(() => expect(errors.map((event) => event.detail.attribute)).toEqual(['theme']))
    expect(element.shadowRoot?.querySelector('output')).toBeTruthy()
    document.removeEventListener('hire-error', listen)
  })
})
