/**
 * The confirmed return (spec part 3 sections 2.9, 4 and 5): /completed-order/{id} 'Review
 * completed order' (stars and a comment on the hirer; without the return session, back
 * to /listing), and /return-item?id={itemId} 'Congrats!' with the revenue and 'Make item
 * available' (without the return just finished in this tab, it goes back).
 */
import { useEffect, useState } from 'react'
import { supplierMessages } from '../../../shared/contract/supplier/messages.ts'
import { checkHirerReview } from '../../../shared/domain/supplier/forms.ts'
import { formatAmount } from '../../../shared/format/price.ts'
import {
  endSupplierReturn,
  readReturned,
  readSupplierReturn,
  reviewHirer,
} from '../../../shared/stores/supplier/order-actions.ts'
import { SendActions, TextAreaField } from '../FormParts.tsx'
import { consolePaths, go } from '../paths.ts'
import { useSending } from '../use-sending.ts'
import type { ViewProps } from '../views.ts'
import { StarRating } from './StarRating.tsx'

export function CompletedOrderView({ bookingId }: ViewProps) {
  const [session] = useState(() => readSupplierReturn())
  const valid = session !== null && session.bookingId === bookingId
  const [rating, setRating] = useState(0)
  const [comment, setComment] = useState('')
  const [errors, setErrors] = useState<{ rating: string | null; comment: string | null }>({
    rating: null,
    comment: null,
  })
  const { failure, busy, run } = useSending()
  useEffect(() => {
    if (!valid) go(consolePaths.orders)
  }, [valid])
  if (!valid || !session) return null
  const leave = () => {
    endSupplierReturn()
    go(consolePaths.returnItem(session.itemId))
  }
  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault()
    const found = checkHirerReview({ rating, comment })
    setErrors(found)
    if (found.rating || found.comment) return
    await run(async () => {
      await reviewHirer(session, rating, comment)
      leave()
    })
  }
  return (
    <form
      className="console-stack"
      onSubmit={submit}
      noValidate
      aria-labelledby="console-review-title"
    >
      <h2 id="console-review-title">{supplierMessages.reviewTitle}</h2>
      <p className="console-muted">{session.itemName}</p>
      <StarRating value={rating} onChange={setRating} error={errors.rating} />
      <TextAreaField
        id="console-review-comment"
        label="Comment"
        rows={4}
        maxLength={1000}
        value={comment}
        onChange={setComment}
        error={errors.comment}
      />
      <SendActions failure={failure} busy={busy} label="Submit review">
        <button type="button" className="hire-button" onClick={leave}>
          Skip
        </button>
      </SendActions>
    </form>
  )
}

export function ReturnItemView({ itemId }: ViewProps) {
  const [returned] = useState(() => (itemId ? readReturned(itemId) : null))
  useEffect(() => {
    if (returned) return
    if (window.history.length > 1) window.history.back()
    else go(consolePaths.orders)
  }, [returned])
  if (!returned) return null
  return (
    <section className="console-stack" aria-labelledby="console-congrats">
      <h2 id="console-congrats">{supplierMessages.congrats}</h2>
      <p>{`${returned.itemName} was returned.`}</p>
      <p>
        Revenue: <strong>{formatAmount(returned.revenue)}</strong>
      </p>
      <div className="console-actions">
        <a className="hire-button hire-button-primary" href={consolePaths.orders}>
          {supplierMessages.makeAvailable}
        </a>
      </div>
    </section>
  )
}
