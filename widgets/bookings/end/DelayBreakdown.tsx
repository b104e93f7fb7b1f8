/**
 * The delay summary's figures as a description list: due date, days late, the overdue
 * period and price, the cost, the 20 percent on top, the delay total, and what is paid now
 * (the 'Amount, Bond, Paid, Total to be paid now' of spec part 2 section 2).
 */
import { overdueSurchargePercent } from '../../../shared/domain/booking/overdue.ts'
import { formatDate } from '../format.ts'
import { centsLabel, type DelayFigures } from './delay-figures.ts'

export function DelayBreakdown({ figures }: { figures: DelayFigures }) {
  const times = figures.quantity > 1 ? ` × ${figures.quantity}` : ''
  return (
    <dl className="end-figures">
      <div>
        <dt>Due back</dt>
        <dd>{formatDate(figures.dueAt)}</dd>
      </div>
      <div>
        <dt>Days late</dt>
        <dd>{figures.days}</dd>
      </div>
      <div>
        <dt>Overdue period</dt>
        <dd>{figures.periodLabel}</dd>
      </div>
      <div>
        <dt>Price</dt>
        <dd>
          {figures.unitPriceLabel} × {figures.count}
          {times}
        </dd>
      </div>
      <div>
        <dt>Overdue cost</dt>
        <dd>{centsLabel(figures.costCents)}</dd>
      </div>
      <div>
        <dt>Overdue charge ({overdueSurchargePercent}%)</dt>
        <dd>{centsLabel(figures.surchargeCents)}</dd>
      </div>
      <div className="end-figures__strong">
        <dt>Amount</dt>
        <dd>{centsLabel(figures.totalCents)}</dd>
      </div>
      <div>
        <dt>Bond</dt>
        <dd>{centsLabel(figures.bondCents)}</dd>
      </div>
      <div>
        <dt>Paid</dt>
        <dd>{centsLabel(figures.paidCents)}</dd>
      </div>
      {figures.penaltyPaidCents > 0 ? (
        <div>
          <dt>Overdue charge already paid</dt>
          <dd>{centsLabel(figures.penaltyPaidCents)}</dd>
        </div>
      ) : null}
      <div className="end-figures__total">
        <dt>Total to be paid now</dt>
        <dd>{centsLabel(figures.payNowCents)}</dd>
      </div>
    </dl>
  )
}
