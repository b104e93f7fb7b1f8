/**
 * /booking/delayInReturn (spec part 2 sections 2 and 4, "Overdue"): opens the Overdue wizard
 * for the booking in the query, shows the overdue terms until they are accepted, then the
 * delay summary (days late, the price by tier, the cost plus 20 percent, what is paid now)
 * and 'Next' to /booking/penaltyAmountPay. Without a booking id or a running wizard the
 * hirer goes to /booking/current.
 */
import { useEffect, useState } from 'react'
import { bookingApiMessages, bookingLabels } from '../../../shared/contract/booking/messages.ts'
import type { BookingRecord } from '../../../shared/contract/booking/records.ts'
import {
  acceptOverdueTerms,
  type OverdueSession,
  openOverdue,
} from '../../../shared/stores/booking/overdue.ts'
import { LoadingStatus, Skeleton } from '../../ui/Skeleton.tsx'
import { DelayBreakdown } from './DelayBreakdown.tsx'
import { type DelayFigures, delayFigures, overdueRules } from './delay-figures.ts'
import { type StepProps, signedInStep } from './Frame.tsx'
import { paths } from './paths.ts'
import { BookingProblem } from './States.tsx'
import { useBooking } from './use-booking.ts'

export const DelaySummary = signedInStep(DelaySteps, SummarySkeleton)

interface DelayStepsProps {
  /** the `bookingID` query parameter */
  bookingId?: string | null
  /** the clock (tests fix it) */
  now?: () => number
}

function DelaySteps(props: DelayStepsProps & StepProps) {
  const { navigate } = props
  const [session, setSession] = useState<OverdueSession | null>(() =>
    openOverdue(props.bookingId?.trim() || null),
  )
  useEffect(() => {
    if (!session) navigate(paths.current, true)
  }, [session])
  const booking = useBooking(session?.bookingId ?? null, navigate)
  if (!session) return null
  if (!session.termsAccepted) {
    return <OverdueTerms onAccept={() => setSession(acceptOverdueTerms())} />
  }
  if (booking.status === 'loading') return <SummarySkeleton />
  if (booking.status === 'error') return <BookingProblem message={booking.message} />
  const record = booking.booking
  const figures = payableFigures(record, (props.now ?? Date.now)())
  if (!figures) return <NotOverdue bookingId={record._id} />
  return (
    <section className="end-section" aria-labelledby="delay-summary-title">
      <h2 id="delay-summary-title">Delay summary</h2>
      <p className="end-lead">{record.itemName}</p>
      <DelayBreakdown figures={figures} />
      <h3>How the overdue charge is worked out</h3>
      <ul className="end-rules">
        {overdueRules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <div className="end-actions">
        <a className="hire-button" href={paths.detail(record._id)}>
          Back
        </a>
        <a className="hire-button hire-button-primary" href={paths.penaltyAmountPay}>
          Next
        </a>
      </div>
    </section>
  )
}

export function OverdueTerms({ onAccept }: { onAccept: () => void }) {
  return (
    <section className="end-section" aria-labelledby="overdue-terms-title">
      <h2 id="overdue-terms-title">Terms and conditions</h2>
      <p>
        This item was not returned by its due time. Before you pay the overdue charge, please read
        how it is worked out:
      </p>
      <ul className="end-rules">
        {overdueRules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
        <li>Once the charge is paid, the booking is active again until you return the item.</li>
      </ul>
      <p>
        The full{' '}
        <a href={paths.terms} target="_blank" rel="noopener noreferrer">
          Terms &amp; Conditions (opens in a new tab)
        </a>{' '}
        also apply.
      </p>
      <div className="end-actions">
        <button type="button" className="hire-button hire-button-primary" onClick={onAccept}>
          {bookingLabels.acceptAndContinue}
        </button>
      </div>
    </section>
  )
}

/** The overdue charge of a booking that owes one now; null when it is not overdue or owes nothing. */
export function payableFigures(record: BookingRecord, now: number): DelayFigures | null {
  const figures = record.bookingStatus === 'OVER_DUE' ? delayFigures(record, now) : null
  return figures && figures.payNowCents !== 0 ? figures : null
}

export function NotOverdue({ bookingId }: { bookingId: string }) {
  return (
    <BookingProblem
      message={bookingApiMessages.notOverdue}
      back={{ href: paths.detail(bookingId), label: 'Back to the booking' }}
    />
  )
}

export function SummarySkeleton() {
  return (
    <LoadingStatus className="end-section">
      <Skeleton height="1.5rem" width="40%" />
      <Skeleton height="1rem" count={6} />
      <Skeleton height="2.75rem" width="12rem" />
    </LoadingStatus>
  )
}

export default DelaySummary
