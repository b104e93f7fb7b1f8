/**
 * The refund shown before a cancel request is sent (spec part 2 section 9's tiers, computed
 * by shared/domain/booking/cancellation.ts as the server will): what was paid, what comes
 * back and what is kept, with the tier in words.
 */
import type { RefundPreview as Preview } from '../../../shared/stores/booking/cancel.ts'
import { formatCents } from './format.ts'

export function tierText(preview: Preview, standard: boolean): string {
  if (preview.immediate) {
    return 'The supplier has not approved this booking yet, so it is cancelled as soon as you send this request, with a full refund.'
  }
  if (preview.tier === 'full') {
    return 'You are cancelling more than 48 hours before pick-up: everything you paid comes back once the supplier accepts.'
  }
  if (preview.tier === 'partial') {
    return standard
      ? 'You are cancelling 24 to 48 hours before pick-up: 50% of your standard deposit is not refundable.'
      : 'You are cancelling 24 to 48 hours before pick-up: 25% of what you paid is not refundable.'
  }
  return 'You are cancelling less than 24 hours before pick-up: the hire is not refundable.'
}

export function RefundPreview({ preview, standard }: { preview: Preview; standard: boolean }) {
  const back = preview.refundCents + preview.bondRefundCents
  return (
    <section className="flow-card" aria-labelledby="refund-title" part="refund">
      <h2 id="refund-title">Your refund</h2>
      <p>{tierText(preview, standard)}</p>
      <dl className="hire-amounts flow-amounts">
        <div>
          <dt>Paid so far</dt>
          <dd>{formatCents(preview.paidCents)}</dd>
        </div>
        {preview.bondRefundCents > 0 ? (
          <div>
            <dt>Bond returned</dt>
            <dd>{formatCents(preview.bondRefundCents)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Not refundable</dt>
          <dd>{formatCents(preview.keptCents)}</dd>
        </div>
        <div className="hire-amounts-total">
          <dt>Refund</dt>
          <dd>{formatCents(back)}</dd>
        </div>
      </dl>
    </section>
  )
}
