/**
 * /booking/penaltyAmountPay (spec part 2 sections 2 and 4, "Overdue"): the overdue charge
 * with its figures, a saved card (CardPicker) and 'Pay'. POST /overdue/charge sends the
 * amount the delay summary showed, with an Idempotency-Key per attempt; a declined card
 * (402) shows the server's message and another card can be tried. On success the Overdue
 * wizard ends and the hirer goes back to the booking's detail.
 */
import {
  $overduePayment,
  chooseOverdueCard,
  payOverdue,
  readOverdue,
  resetOverduePayment,
} from '../../../shared/stores/booking/overdue.ts'
import { useStore } from '../../runtime/use-store.ts'
import { DelayBreakdown } from './DelayBreakdown.tsx'
import { NotOverdue, payableFigures, SummarySkeleton } from './DelaySummary.tsx'
import { centsLabel } from './delay-figures.ts'
import { type StepProps, signedInStep } from './Frame.tsx'
import { PayWithCard } from './PayWithCard.tsx'
import { paths } from './paths.ts'
import { BookingProblem } from './States.tsx'
import { useBooking } from './use-booking.ts'
import { useRunningStep } from './use-running-step.ts'

export const PenaltyPayment = signedInStep(PenaltyStep, SummarySkeleton)

/** `now`: the clock (tests fix it) */
function PenaltyStep(props: StepProps & { now?: () => number }) {
  const { navigate } = props
  const session = useRunningStep(readOverdue, resetOverduePayment, navigate, (running) =>
    running.termsAccepted ? null : paths.delayInReturn(running.bookingId),
  )
  const payment = useStore($overduePayment)
  const booking = useBooking(session?.bookingId ?? null, navigate)
  if (!session?.termsAccepted) return null
  if (booking.status === 'loading') return <SummarySkeleton />
  if (booking.status === 'error') return <BookingProblem message={booking.message} />
  const record = booking.booking
  const figures = payableFigures(record, (props.now ?? Date.now)())
  if (!figures) return <NotOverdue bookingId={record._id} />
  const amount = centsLabel(figures.payNowCents)
  const pay = async () => {
    const paid = await payOverdue(figures.payNowCents)
    if (paid) navigate(paths.detail(record._id))
  }
  return (
    <section className="end-section" aria-labelledby="penalty-title">
      <h2 id="penalty-title">Overdue charge</h2>
      <p className="end-lead">{record.itemName}</p>
      <DelayBreakdown figures={figures} />
      <PayWithCard
        cardId={payment.cardId}
        onCard={chooseOverdueCard}
        returnTo={paths.penaltyAmountPay}
        error={payment.error}
        owner={props.owner}
        paying={payment.paying}
        amount={amount}
        onPay={() => void pay()}
      >
        <a className="hire-button" href={paths.delayInReturn(record._id)}>
          Back
        </a>
      </PayWithCard>
    </section>
  )
}

export default PenaltyPayment
