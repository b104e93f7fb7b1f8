import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { $categories } from '../../shared/stores/catalogue/categories.ts'
import { firstPaint } from './first-paint.ts'

vi.mock('../../shared/api/client.ts', () => ({
  api: { get: vi.fn(async () => ({})), post: vi.fn(async () => ({ accessToken: 'guest-token' })) },
  bindSession: () => {},
}))

beforeAll(async () => {
  await import('./element.ts')
})

beforeEach(() => {
  // Categories not asked for yet, as on a page the bar has just arrived on.
  $categories.set({ status: 'idle', list: [] })
})

afterEach(() => {
  document.body.innerHTML = ''
})

const idAttributes = new Set(['id', 'for', 'aria-controls', 'aria-describedby'])

/** A node's tree with sorted attributes; generated ids and value attributes left out. */
function shape(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
  if (!(node instanceof Element)) return ''
  const attributes = [...node.attributes]
    .filter((attribute) => !idAttributes.has(attribute.name) && attribute.name !== 'value')
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort()
  const value = node instanceof HTMLInputElement ? ` (value: ${node.value})` : ''
  const children = [...node.childNodes].map(shape).join('')
  return `<${node.localName} ${attributes.join(' ')}${value}>${children}</${node.localName}>`
}

const shapeOf = (root: ParentNode) => [...root.childNodes].map(shape).join('\n')

/** The first paint for `props` and the full widget's first render of the same element. */
async function bothPaints(props: Record<string, string>) {
  const ready = new Promise((resolve) =>
    document.addEventListener('hire-ready', resolve, { once: true }),
  )
  const element = document.createElement('hire-search')
  for (const [name, value] of Object.entries(props)) element.setAttribute(name, value)
  document.body.append(element)
  await ready
  const painted = document.createElement('div').attachShadow({ mode: 'open' })
  painted.innerHTML = firstPaint({
    activity: props.activity,
    destination: props.destination,
    startDate: props['start-date'],
    endDate: props['end-date'],
    layout: props.layout,
  })
  return { first: shapeOf(painted), full: shapeOf(element.shadowRoot as ShadowRoot) }
}

describe('<hire-search> first paint', () => {
  it.each([
    ['no attributes', {}],
    ['the wide layout', { layout: 'wide' }],
    ['the compact layout', { layout: 'compact' }],
    [
      'a prefill',
      {
        activity: 'Kayaking "sea" <tours>',
        destination: 'Bondi & Manly',
        'start-date': '2031-01-10',
        'end-date': '2031-01-12',
      },
    ],
    ['a bad prefill value left out', { activity: 'Surfing', 'start-date': '10/01/2027' }],
  ])('is the tree the full widget first renders, with %s', async (_name, props) => {
    const { first, full } = await bothPaints(props)
    expect(first).toContain('hire-search-frame')
    expect(first).toBe(full)
  })
})
