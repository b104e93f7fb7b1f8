/**
 * Step 2 of the change dialog: the booking as it is and as it would be (dates, duration,
 * hire cost, security deposit, total), and what the hirer pays once the supplier approves
 * (shared/domain/booking/change-quote.ts, which the server recomputes).
 */
import type { BookingRecord } from '../../../shared/contract/booking/records.ts'
import type { ChangeQuote } from '../../../shared/domain/booking/change-quote.ts'
import { toCents } from '../../../shared/domain/booking/money.ts'
import { formatCents, formatDuration, formatPeriod } from './format.ts'

export const pendingLabel = 'To pay once the supplier approves'

export function CostComparison({ booking, quote }: { booking: BookingRecord; quote: ChangeQuote }) {
  const deposit = toCents(booking.securityDeposit)
  const rows: [string, string, string][] = [
    ['Dates', formatPeriod(booking), formatPeriod(quote.period)],
    [
      'Duration',
      formatDuration(booking.durationCount, booking.durationType),
      formatDuration(quote.hire.count, quote.hire.type),
    ],
    ['Hire cost', formatCents(toCents(booking.hireCost)), formatCents(quote.hireCents)],
  ]
  if (deposit > 0 || quote.securityDepositCents > 0) {
    rows.push(['Security deposit', formatCents(deposit), formatCents(quote.securityDepositCents)])
  }
  rows.push(['Total', formatCents(toCents(booking.totalCost)), formatCents(quote.totalCents)])
  const halfNow = quote.pendingCents !== quote.differenceCents
  return (
    <div className="flow-compare" part="cost-comparison">
      <table className="flow-compare-table">
        <caption>Cost comparison</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">Current</th>
            <th scope="col">New</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, before, after]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{before}</td>
              <td>{after}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="hire-amounts flow-amounts">
        <div>
          <dt>Difference</dt>
          <dd>{formatCents(quote.differenceCents)}</dd>
        </div>
        <div className="hire-amounts-total">
          <dt>{pendingLabel}</dt>
          <dd>{formatCents(Math.max(0, quote.pendingCents))}</dd>
        </div>
      </dl>
      {halfNow ? (
        <p className="flow-hint">
          As a standard booking you pay half of the new total now; the rest is due at pick-up.
        </p>
      ) : null}
    </div>
  )
}
