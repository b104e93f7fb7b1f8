/**
 * /booking/tipAmountPay (spec part 2 sections 2 and 4): the tip chosen on /booking/tip, a
 * saved card (CardPicker) and 'Pay', which sends the return with the tip (PUT /items/return,
 * Idempotency-Key per attempt; a declined card shows the server's message and nothing is
 * returned until it succeeds). 'Skip' sends the return without a tip. Either way the wizard
 * ends and the hirer goes to /booking/success.
 */
import { toCents } from '../../../shared/domain/booking/money.ts'
import { chooseTipCard, sendReturn } from '../../../shared/stores/booking/return-flow.ts'
import { centsLabel } from './delay-figures.ts'
import { type StepProps, signedInStep } from './Frame.tsx'
import { PayWithCard } from './PayWithCard.tsx'
import { paths } from './paths.ts'
import { ReviewSkeleton } from './ReviewPanel.tsx'
import { BookingProblem } from './States.tsx'
import { checkTip, skipLabel, tipCents } from './tip-options.ts'
import { useReturnEnd } from './use-return-end.ts'

export const TipPayment = signedInStep(PayStep, ReviewSkeleton)

function PayStep({ owner, navigate }: StepProps) {
  const { end, send, booking } = useReturnEnd(navigate, true)
  if (!end?.tipChoice) return null
  if (booking.status === 'error') return <BookingProblem message={booking.message} />
  if (booking.status !== 'ready') return <ReviewSkeleton />
  const record = booking.booking
  const totalCents = toCents(record.totalCost)
  const problem = checkTip(end.tipChoice, totalCents)
  const cents = tipCents(end.tipChoice, totalCents)
  if (problem || cents === null) {
    return (
      <BookingProblem message={problem ?? ''} back={{ href: paths.tip, label: 'Choose a tip' }} />
    )
  }
  const finish = async (tip: number | null) => {
    const answer = await sendReturn(tip)
    if (answer) navigate(paths.success(record.itemId))
  }
  return (
    <section className="end-section" aria-labelledby={`${owner}-tip`}>
      <h2 id={`${owner}-tip`}>Your tip</h2>
      <dl className="end-figures">
        <div>
          <dt>Item</dt>
          <dd>{record.itemName}</dd>
        </div>
        <div className="end-figures__total">
          <dt>Tip Amount</dt>
          <dd>{centsLabel(cents)}</dd>
        </div>
      </dl>
      <a className="end-link-button" href={paths.tip}>
        Change the tip
      </a>
      <PayWithCard
        cardId={send.cardId}
        onCard={chooseTipCard}
        returnTo={paths.tipAmountPay}
        error={send.error}
        owner={owner}
        paying={send.sending}
        amount={centsLabel(cents)}
        onPay={() => void finish(cents)}
      >
        <button
          type="button"
          className="hire-button"
          disabled={send.sending}
          onClick={() => void finish(null)}
        >
          {skipLabel}
        </button>
      </PayWithCard>
    </section>
  )
}

export default TipPayment
