/**
 * The price-range popup (spec part 1, section 5): two sliders from 1 to 1000 with the
 * average-price hint; Apply searches again from page 1. A disclosure (aria-expanded): Escape
 * (on the button or in the popup) closes it and focus goes back to 'Price', as it does
 * after Apply (the popup leaves with the focused button); Tab out of it or a click outside
 * closes it too, so it never hides the cards focus moves on to. The range is a
 * price per day (as the hint, the server's filter and the price sort compare), and the
 * popup says so: cards show each item's own unit, so '$20 / hour' is a $160 day.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { priceRange, type SearchState } from '../../../shared/domain/catalogue/search-filters.ts'

export interface PricePopupProps {
  state: SearchState
  onApply: (range: { startPrice: number; endPrice: number }) => void
}

export const averagePriceHint = 'Average price per day is $40'
export const perDayNote =
  "Prices are per day. Items without a day price count as 8 hours, two half days, or a day's share of a week or month."

/** One end of the range: the minimum never passes the maximum, nor the maximum the minimum. */
function PriceSlider(props: { label: string; value: number; onValue: (value: number) => void }) {
  const { label, value, onValue } = props
  const change = (event: { currentTarget: HTMLInputElement }) =>
    onValue(Number(event.currentTarget.value))
  return (
    <label className="results-range">
      <span>
        {label}: <span>${value}</span>
      </span>
      <input
        type="range"
        min={priceRange.min}
        max={priceRange.max}
        value={value}
        onInput={change}
        onChange={change}
      />
    </label>
  )
}

export function PricePopup({ state, onApply }: PricePopupProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const root = useRef<HTMLDivElement>(null)
  const [low, setLow] = useState(state.startPrice ?? priceRange.min)
  const [high, setHigh] = useState(state.endPrice ?? priceRange.max)

  const show = () => {
    setLow(state.startPrice ?? priceRange.min)
    setHigh(state.endPrice ?? priceRange.max)
    setOpen(!open)
  }
  const close = () => {
    setOpen(false)
    trigger.current?.focus()
  }

  useEffect(() => {
    const node = root.current
    if (!open || !node) return
    const away = (event: Event) => {
      if (!event.composedPath().includes(node)) setOpen(false)
    }
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    // Focus lost to nothing (a click on the popup's text) keeps it open.
    const leave = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null
      if (next && !node.contains(next)) setOpen(false)
    }
    document.addEventListener('pointerdown', away)
    node.addEventListener('keydown', onEscape)
    node.addEventListener('focusout', leave)
    return () => {
      document.removeEventListener('pointerdown', away)
      node.removeEventListener('keydown', onEscape)
      node.removeEventListener('focusout', leave)
    }
  }, [open])

  return (
    <div className="results-price" ref={root}>
      <button
        ref={trigger}
        type="button"
        className="hire-button"
        aria-expanded={open}
        aria-controls={`${id}-price`}
        onClick={show}
      >
        Price
      </button>
      {open ? (
        <div id={`${id}-price`} className="results-popup">
          <PriceSlider
            label="Minimum price per day"
            value={low}
            onValue={(value) => setLow(Math.min(value, high))}
          />
          <PriceSlider
            label="Maximum price per day"
            value={high}
            onValue={(value) => setHigh(Math.max(value, low))}
          />
          <p className="results-hint">{averagePriceHint}</p>
          <p className="results-hint">{perDayNote}</p>
          <button
            type="button"
            className="hire-button hire-button-primary"
            onClick={() => {
              close()
              onApply({ startPrice: low, endPrice: high })
            }}
          >
            Apply
          </button>
        </div>
      ) : null}
    </div>
  )
}
