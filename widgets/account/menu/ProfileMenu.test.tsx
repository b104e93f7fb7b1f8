import { fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type MenuItem, ProfileMenu } from './ProfileMenu.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

function setup(initial: 'first' | 'last' = 'first') {
  const onClose = vi.fn()
  const tutorial = vi.fn()
  const items: MenuItem[] = [
    { key: 'profile', label: 'My Profile', href: '/edit-profile' },
    { key: 'terms', label: 'Terms & Conditions', href: '/termsAndCondition' },
    { key: 'tutorial', label: 'Tutorial', select: tutorial },
    { key: 'logout', label: 'Log out', select: vi.fn() },
  ]
  render(
    <>
      <button type="button" id="menu-button">
        Harriet
      </button>
      <ProfileMenu
        id="menu"
        labelledBy="menu-button"
        items={items}
        initial={initial}
        onClose={onClose}
      />
      <p>outside</p>
    </>,
  )
  return { onClose, tutorial }
}

const focused = () => document.activeElement as HTMLElement
const press = (key: string) => fireEvent.keyDown(focused(), { key })

describe('ProfileMenu', () => {
  it('is a labelled menu of menuitems, focused on the first item', () => {
    setup()
    const menu = screen.getByRole('menu', { name: 'Harriet' })
    expect(menu.querySelectorAll('[role="menuitem"]')).toHaveLength(4)
    expect(focused().textContent).toBe('My Profile')
    expect(screen.getByRole('menuitem', { name: 'My Profile' }).getAttribute('href')).toBe(
      '/edit-profile',
    )
  })

  it('opens on the last item when asked', () => {
    setup('last')
    expect(focused().textContent).toBe('Log out')
  })

  it('moves with arrows, Home, End and letters, wrapping around', () => {
    setup()
    press('ArrowDown')
    expect(focused().textContent).toBe('Terms & Conditions')
    press('ArrowUp')
    press('ArrowUp')
    expect(focused().textContent).toBe('Log out')
    press('Home')
    expect(focused().textContent).toBe('My Profile')
    press('End')
    expect(focused().textContent).toBe('Log out')
    press('t')
    expect(focused().textContent).toBe('Terms & Conditions')
    press('t')
    expect(focused().textContent).toBe('Tutorial')
  })

  it('closes on Escape giving focus back, and on Tab letting it move on', () => {
    const { onClose } = setup()
    press('Escape')
    expect(onClose).toHaveBeenLastCalledWith(true)
    press('Tab')
    expect(onClose).toHaveBeenLastCalledWith(false)
  })

  it('runs a command with Enter after closing the menu', () => {
    const { onClose, tutorial } = setup()
    press('End')
    press('ArrowUp')
    press('Enter')
    expect(onClose).toHaveBeenCalledWith(true)
    expect(tutorial).toHaveBeenCalledTimes(1)
  })

  it('closes when the pointer goes down outside, but not on its button', () => {
    const { onClose } = setup()
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Harriet' }))
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.pointerDown(screen.getByText('outside'))
    expect(onClose).toHaveBeenCalledWith(false)
  })
})
