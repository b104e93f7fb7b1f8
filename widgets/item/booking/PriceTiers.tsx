/**
 * The duration tiers and the price each uses (spec part 2 section 4): under 12 hours
 * hourly, then half day, day, week from 7 days and month from 30 days, with the fallback a
 * tier without its own price takes. The tier of the chosen dates is marked.
 */
import { useId } from 'react'
import type { Price, PriceTypeCode } from '../../../shared/contract/catalogue/catalogue.ts'
import { tierRows } from './rules.ts'

export interface PriceTiersProps {
  prices: readonly Price[]
  /** the tier of the chosen dates */
  current: PriceTypeCode | null
}

export function PriceTiers({ prices, current }: PriceTiersProps) {
  const id = useId()
  const rows = tierRows(prices)
  if (!rows.length) return <p>This item has no price yet.</p>
  return (
    <div className="hire-booking-tiers">
      <h3 id={id}>Price by length of hire</h3>
      <ul aria-labelledby={id}>
        {rows.map((row) => (
          <li
            key={row.type}
            className={row.type === current ? 'hire-booking-tier-current' : undefined}
            aria-current={row.type === current ? 'true' : undefined}
          >
            <span>{row.range}</span>
            <span>
              {row.price}
              {row.note ? <span className="hire-booking-hint"> ({row.note})</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
