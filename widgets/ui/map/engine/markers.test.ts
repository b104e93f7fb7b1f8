import { describe, expect, it, vi } from 'vitest'
import { markerElement } from './markers.ts'

describe('markerElement', () => {
  it('is a link named by its label when the marker has an href', () => {
    const element = markerElement({
      id: 7,
      latitude: -33.9,
      longitude: 151.2,
      label: 'Surfboard <b>, $30',
      href: '/equipments/7',
    })
    expect(element).toBeInstanceOf(HTMLAnchorElement)
    expect(element.getAttribute('href')).toBe('/equipments/7')
    expect(element.getAttribute('role')).toBe('link')
    expect(element.getAttribute('aria-label')).toBe('Surfboard <b>, $30')
    // The label is text, never markup.
    expect(element.querySelector('b')).toBeNull()
    expect(element.textContent).toBe('Surfboard <b>, $30')
  })

  it('is a button that runs its action when the marker has no href', () => {
    const activate = vi.fn()
    const element = markerElement(
      { id: 'x', latitude: -35, longitude: 149, label: 'Pick-up' },
      activate,
    )
    expect(element).toBeInstanceOf(HTMLButtonElement)
    expect((element as HTMLButtonElement).type).toBe('button')
    element.click()
    expect(activate).toHaveBeenCalledOnce()
  })
})
