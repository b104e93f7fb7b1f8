/**
 * /booking/tip, 'Would you like to leave a tip' (spec part 2 sections 2, 5 and 9): 10 or 20
 * percent of the booking total or a custom amount; 'Continue' keeps the choice in the
 * ReturnPickup wizard and goes to /booking/tipAmountPay, 'Skip' sends the return without a
 * tip and goes to /booking/success. Without the wizard the hirer goes to /booking/current.
 */
import { toCents } from '../../../shared/domain/booking/money.ts'
import { saveTipChoice, sendReturn } from '../../../shared/stores/booking/return-flow.ts'
import { type StepProps, signedInStep } from './Frame.tsx'
import { paths } from './paths.ts'
import { ReviewSkeleton } from './ReviewPanel.tsx'
import { BookingProblem } from './States.tsx'
import { TipChoiceForm } from './TipChoiceForm.tsx'
import { useReturnEnd } from './use-return-end.ts'

export const TipChoice = signedInStep(TipStep, ReviewSkeleton)

function TipStep({ navigate }: StepProps) {
  const { end, send, booking } = useReturnEnd(navigate)
  if (!end) return null
  if (booking.status === 'error') return <BookingProblem message={booking.message} />
  if (booking.status !== 'ready') return <ReviewSkeleton />
  const record = booking.booking
  const skip = async () => {
    const answer = await sendReturn(null)
    if (answer) navigate(paths.success(record.itemId))
  }
  return (
    <section className="end-section" aria-label="Tip">
      <p>
        Say thanks to your supplier for <strong>{record.itemName}</strong>. Tips go to the supplier
        in full.
      </p>
      <TipChoiceForm
        totalCents={toCents(record.totalCost)}
        initial={end.tipChoice}
        busy={send.sending}
        onContinue={(choice) => {
          saveTipChoice(choice)
          navigate(paths.tipAmountPay)
        }}
        onSkip={() => void skip()}
      />
      {send.error ? (
        <p className="end-error" role="alert">
          {send.error}
        </p>
      ) : null}
    </section>
  )
}

export default TipChoice
