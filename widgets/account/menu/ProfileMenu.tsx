/**
 * The signed-in profile menu's popup (WAI-ARIA menu button pattern): role=menu with
 * menuitems, focus moved to the first (or last) item on open, arrows/Home/End/letters move,
 * Enter and Space activate, Escape closes and returns focus to the button, Tab or a click
 * elsewhere closes. The button itself lives in the header and opens this on demand.
 */
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef } from 'react'
import { menuKey } from './menu-keys.ts'

export interface MenuItem {
  key: string
  label: string
  /** shown after the label, part of the item's name (e.g. 'by email') */
  detail?: string
  /** a link item */
  href?: string
  /** a command item; the menu closes and gives focus back to its button first */
  select?: () => void
}

export interface ProfileMenuProps {
  id: string
  /** id of the menu button */
  labelledBy: string
  items: MenuItem[]
  /** which item takes focus when the menu opens */
  initial: 'first' | 'last'
  /** closes the menu; `refocus` gives focus back to the button */
  onClose: (refocus: boolean) => void
}

export function ProfileMenu({ id, labelledBy, items, initial, onClose }: ProfileMenuProps) {
  const list = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  close.current = onClose
  const entries = () =>
    Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])

  useLayoutEffect(() => {
    const all = entries()
    all[initial === 'first' ? 0 : all.length - 1]?.focus()
  }, [initial])

  useEffect(() => {
    const outside = (event: Event) => {
      const path = event.composedPath()
      const button = document.getElementById(labelledBy)
      if (list.current && !path.includes(list.current) && !(button && path.includes(button))) {
        close.current(false)
      }
    }
    document.addEventListener('pointerdown', outside, true)
    return () => document.removeEventListener('pointerdown', outside, true)
  }, [labelledBy])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = entries()
    const current = all.indexOf(event.target as HTMLElement)
    const result = menuKey(
      event.key,
      current,
      items.map((item) => item.label),
    )
    if (result.kind === 'none') return
    if (result.kind === 'close') {
      if (result.refocus) event.preventDefault()
      close.current(result.refocus)
      return
    }
    event.preventDefault()
    if (result.kind === 'focus') all[result.index]?.focus()
    else all[current]?.click()
  }

  const choose = (item: MenuItem) => () => {
    if (item.href) {
      close.current(false)
      return
    }
    close.current(true)
    item.select?.()
  }

  return (
    <div
      ref={list}
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
      className="hire-widget hire-menu"
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const content = (
          <>
            <span>{item.label}</span>
            {item.detail ? <span className="hire-menu-detail"> {item.detail}</span> : null}
          </>
        )
        return item.href ? (
          <a key={item.key} role="menuitem" tabIndex={-1} href={item.href} onClick={choose(item)}>
            {content}
          </a>
        ) : (
          <button key={item.key} role="menuitem" tabIndex={-1} type="button" onClick={choose(item)}>
            {content}
          </button>
        )
      })}
    </div>
  )
}
