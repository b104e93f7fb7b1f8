/**
 * The carbon points chart (spec part 2 sections 2 and 9): a donut in four colours with the
 * total and 'points' in its centre, and a legend naming each category's points (the chart
 * itself is one image to assistive technology; the legend carries the numbers).
 */
import { lazily } from '../../shared/format/lazily.ts'
import type { CategoryPoints } from '../../shared/stores/booking/carbon-points.ts'

/** Four colours that stay apart for the common colour-vision deficiencies. */
export const sliceColours = ['#0a6b4d', '#1565c0', '#e8a33d', '#8e44ad'] as const

const points = lazily(() => new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 }))
export const formatPoints = (value: number) => points().format(value)

/** Circumference 100, so a slice's dash length is its percentage. */
const radius = 100 / (2 * Math.PI)

export function CarbonDonut({ total, slices }: { total: number; slices: CategoryPoints[] }) {
  const sum = slices.reduce((all, slice) => all + slice.points, 0) || 1
  let offset = 25
  return (
    <div className="bookings-donut">
      <svg viewBox="0 0 42 42" role="img" aria-label={`${formatPoints(total)} carbon points`}>
        <circle cx="21" cy="21" r={radius} className="bookings-donut-track" />
        {slices.map((slice, index) => {
          const share = (slice.points / sum) * 100
          const circle = (
            <circle
              key={slice.name}
              cx="21"
              cy="21"
              r={radius}
              fill="none"
              stroke={sliceColours[index % sliceColours.length]}
              strokeWidth="5"
              strokeDasharray={`${share} ${100 - share}`}
              strokeDashoffset={offset}
            />
          )
          offset -= share
          return circle
        })}
        <text x="21" y="20.5" textAnchor="middle" className="bookings-donut-total">
          {formatPoints(total)}
        </text>
        <text x="21" y="26" textAnchor="middle" className="bookings-donut-label">
          points
        </text>
      </svg>
      <ul className="bookings-donut-legend">
        {slices.map((slice, index) => (
          <li key={slice.name}>
            <span
              aria-hidden="true"
              className="bookings-donut-swatch"
              style={{ background: sliceColours[index % sliceColours.length] }}
            />
            {slice.name}: {formatPoints(slice.points)}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Shown before the first points are earned. */
export function LeafGraphic() {
  return (
    <svg viewBox="0 0 48 48" width="72" height="72" aria-hidden="true" className="bookings-leaf">
      <path
        d="M40 6C22 6 8 14 8 30c0 4 1 7 3 10 2-9 8-17 18-22-8 6-13 13-15 23 3 1 6 2 9 2 15 0 19-16 17-37Z"
        fill="currentColor"
      />
    </svg>
  )
}
