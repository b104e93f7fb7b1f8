import { act, fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it } from 'vitest'
import { $bell, $unread } from '../../shared/stores/notifications/notifications.ts'
import { Bell } from './Bell.tsx'

afterEach(() => {
  document.body.innerHTML = ''
  $bell.set([])
  $unread.set(0)
})

function setup() {
  render(
    <>
      <Bell />
      <a href="/listing">Listings</a>
    </>,
  )
  const button = screen.getByRole('button', { name: 'Notifications' })
  fireEvent.click(button)
  return { button, menu: document.getElementById(button.getAttribute('aria-controls') ?? '') }
}

/** Focus moving to `to`, as a Tab press moves it. */
const moveFocus = (to: HTMLElement) => act(() => to.focus())

describe('Bell', () => {
  it('closes when Tab takes focus out of its menu, leaving focus where it went', () => {
    const { button, menu } = setup()
    const viewAll = screen.getByRole('link', { name: 'View All' })
    moveFocus(viewAll)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(menu?.hidden).toBe(false)

    const outside = screen.getByRole('link', { name: 'Listings' })
    moveFocus(outside)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(menu?.hidden).toBe(true)
    expect(document.activeElement).toBe(outside)
  })

  it('stays open when a click inside the menu lands on its text', () => {
    const { button, menu } = setup()
    fireEvent.focusOut(button, { relatedTarget: null })
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(menu?.hidden).toBe(false)
  })
})
