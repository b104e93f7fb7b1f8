/**
 * The detail's settings menu (WAI-ARIA menu button): 'Item details' and, when the status
 * allows it, 'Cancel booking'. A click, Enter, Space or Down open it on the first item, Up on the
 * last; arrows, Home and End move; Escape closes and gives focus back to the button; Tab or
 * a click elsewhere closes it. Items are links, so they also work as links.
 */
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'

export interface MenuLink {
  label: string
  href: string
}

type Opening = 'first' | 'last' | null

export function SettingsMenu({ label, items }: { label: string; items: MenuLink[] }) {
  const id = useId()
  const [open, setOpen] = useState<Opening>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  const entries = () =>
    Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])

  useLayoutEffect(() => {
    if (!open) return
    const all = entries()
    all[open === 'first' ? 0 : all.length - 1]?.focus()
  }, [open])

  useEffect(() => {
    if (!open) return
    const outside = (event: Event) => {
      const path = event.composedPath()
      if (
        menu.current &&
        button.current &&
        !path.includes(menu.current) &&
        !path.includes(button.current)
      ) {
        setOpen(null)
      }
    }
    document.addEventListener('pointerdown', outside, true)
    return () => document.removeEventListener('pointerdown', outside, true)
  }, [open])

  const close = (refocus: boolean) => {
    setOpen(null)
    if (refocus) button.current?.focus()
  }

  const onButtonKey = (event: KeyboardEvent<HTMLElement>) => {
    // Enter and Space click the button, which opens the menu on its first item.
    const at = event.key === 'ArrowUp' ? 'last' : event.key === 'ArrowDown' ? 'first' : null
    if (!at) return
    event.preventDefault()
    setOpen(at)
  }

  const onMenuKey = (event: KeyboardEvent<HTMLElement>) => {
    const all = entries()
    const index = all.indexOf(event.target as HTMLElement)
    const focus = (next: number) => {
      event.preventDefault()
      all[(next + all.length) % all.length]?.focus()
    }
    if (event.key === 'ArrowDown') focus(index + 1)
    else if (event.key === 'ArrowUp') focus(index - 1)
    else if (event.key === 'Home') focus(0)
    else if (event.key === 'End') focus(all.length - 1)
    else if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') close(false)
    else if (event.key === ' ') {
      event.preventDefault()
      all[index]?.click()
    }
  }

  return (
    <div className="bookings-menu">
      <button
        ref={button}
        id={`${id}-button`}
        type="button"
        className="hire-button bookings-menu-button"
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : setOpen('first'))}
        onKeyDown={onButtonKey}
        part="settings"
      >
        <span aria-hidden="true">⋯</span>
        <span className="hire-visually-hidden">{label}</span>
      </button>
      {open ? (
        <div
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          className="bookings-menu-list"
          onKeyDown={onMenuKey}
          part="settings-menu"
        >
          {items.map((item) => (
            <a
              key={item.href}
              role="menuitem"
              tabIndex={-1}
              href={item.href}
              onClick={() => setOpen(null)}
            >
              {item.label}
            </a>
          ))}
        </div>
      ) : null}
    </div>
  )
}
