/**
 * The price-range popup (spec part 1, section 5): two sliders from 1 to 1000 with the
 * average-price hint; Apply searches again from page 1. Escape closes it. The range is a
 * price per day (as the hint, the server's filter and the price sort compare), and the
 * popup says so: cards show each item's own unit, so '$20 / hour' is a $160 day.
 */
import { useId, useRef, useState } from 'react'
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
  const [low, setLow] = useState(state.startPrice ?? priceRange.min)
  const [high, setHigh] = useState(state.endPrice ?? priceRange.max)

  const show = () => {
    setLow(state.startPrice ?? priceRange.min)
    setHigh(state.endPrice ?? priceRange.max)
    setOpen(!open)
  }

  return (
    <div className="results-price">
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
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the popup; the controls inside are the interaction
        <div
          id={`${id}-price`}
          className="results-popup"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return
            setOpen(false)
            trigger.current?.focus()
          }}
        >
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
              setOpen(false)
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
