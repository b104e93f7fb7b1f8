/**
 * A card's menu (WAI-ARIA menu button): 'Edit card' and 'Delete card'. Enter, Space or
 * Down opens it on the first item, Up on the last; Up and Down move and wrap, Home and End
 * jump; Escape closes it and returns focus to the button; Tab or a click elsewhere closes it.
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import type { Card } from '../../../shared/contract/checkout/payments.ts'
import { cardLabel } from './labels.ts'

export interface CardMenuProps {
  card: Card
  onEdit: (card: Card) => void
  onDelete: (card: Card) => void
}

export const cardMenuItems = ['Edit card', 'Delete card'] as const

export function CardMenu({ card, onEdit, onDelete }: CardMenuProps) {
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const items = useRef<(HTMLButtonElement | null)[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)

  useEffect(() => {
    if (open) items.current[active]?.focus()
  }, [open, active])

  useEffect(() => {
    if (!open) return
    const outside = (event: Event) => {
      if (root.current && !event.composedPath().includes(root.current)) setOpen(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [open])

  const openAt = (index: number) => {
    setActive(index)
    setOpen(true)
  }
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) button.current?.focus()
  }
  const choose = (index: number) => {
    close(true)
    if (index === 0) onEdit(card)
    else onDelete(card)
  }

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') openAt(0)
    else if (event.key === 'ArrowUp') openAt(cardMenuItems.length - 1)
    else return
    event.preventDefault()
  }

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = cardMenuItems.length - 1
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    }
    if (event.key in moves) setActive(moves[event.key] as number)
    else if (event.key === 'Escape') close(true)
    else if (event.key === 'Tab') {
      close(false)
      return
    } else return
    event.preventDefault()
  }

  const label = `Options for ${cardLabel(card)}`
  return (
    <div className="hire-card-menu" ref={root}>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        className="hire-card-menu-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        <span aria-hidden="true">⋮</span>
      </button>
      {open ? (
        <div
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          className="hire-card-menu-list"
          onKeyDown={onMenuKey}
        >
          {cardMenuItems.map((text, index) => (
            <button
              key={text}
              ref={(node) => {
                items.current[index] = node
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="hire-card-menu-item"
              onClick={() => choose(index)}
            >
              {text}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}

export default CardMenu
