import { afterEach, describe, expect, it, vi } from 'vitest'

const importers = {
  'hire-search': vi.fn(async () => ({})),
  'hire-item': vi.fn(async () => ({})),
}
vi.mock('./registry.ts', () => ({ widgets: importers }))

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the loader', () => {
  it('imports a widget only when its tag is on the page, once, including tags added later', async () => {
    document.body.innerHTML = '<main><hire-search></hire-search><hire-search></hire-search></main>'
    const { load } = await import('./hire-widgets.ts')
    expect(importers['hire-search']).toHaveBeenCalledTimes(1)
    expect(importers['hire-item']).not.toHaveBeenCalled()

    const later = document.createElement('section')
    later.innerHTML = '<div><hire-item item-id="x"></hire-item></div>'
    document.body.append(later)
    await vi.waitFor(() => expect(importers['hire-item']).toHaveBeenCalledTimes(1))

    document.body.append(document.createElement('hire-search'))
    await load('HIRE-SEARCH')
    expect(importers['hire-search']).toHaveBeenCalledTimes(1)
    await expect(load('hire-unknown')).rejects.toThrow('Unknown widget <hire-unknown>')
  })
})
