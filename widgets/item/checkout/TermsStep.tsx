/**
 * The terms step of the checkout (/item/tearmsandcondition, spec part 2 section 2): the
 * booking, the terms that apply to it (the marketplace's, or the supplier's own document)
 * and what happens to the money, then 'Accept and Continue' to 'Confirm and pay'. Without
 * a RequestItem session it goes to /.
 */
import { useEffect, useId, useState } from 'react'
import { bookingLabels } from '../../../shared/contract/booking/messages.ts'
import { mediaUrl } from '../../../shared/format/media.ts'
import {
  acceptTerms,
  type RequestItemSession,
  readRequestItem,
} from '../../../shared/stores/checkout/request-item.ts'
import { BookingSummary } from './BookingSummary.tsx'
import { BookingLoading, CheckoutFrame, leave } from './CheckoutFrame.tsx'

export const checkoutPaths = {
  home: '/',
  terms: '/item/tearmsandcondition',
  pay: '/item/booking',
  success: '/item/successfulPayment',
  addCard: '/item/add-card?back=/item/booking',
  siteTerms: '/termsAndCondition',
} as const

export interface TermsStepProps {
  /** how to leave the page (tests pass a spy) */
  navigate?: (path: string, replace?: boolean) => void
  /** in place (a partner's page): 'Back to item' closes the checkout instead of a link */
  onBack?: () => void
}

function Terms({ session }: { session: RequestItemSession }) {
  const { item } = session
  return (
    <section className="hire-checkout-section" aria-labelledby="hire-terms-title">
      <h2 id="hire-terms-title">Hire terms</h2>
      <ul className="hire-checkout-points">
        <li>
          {item.instantBooking
            ? 'This is an instant booking: it is confirmed as soon as you pay.'
            : 'This is a booking request: the supplier accepts or declines it. If they decline, you get your money back.'}
        </li>
        <li>
          Cancelling more than 48 hours before pick-up refunds everything. Between 24 and 48 hours,
          half of a standard deposit (a quarter of a full payment) is kept. Less than 24 hours
          before pick-up, nothing is refunded.
        </li>
        <li>The bond is refunded once the supplier confirms the item came back as it left.</li>
        <li>Return the item on time: a late return is charged by the day, plus 20 percent.</li>
      </ul>
      <p>
        {item.isApplyTermsAndCond || !item.termsAndCondDoc ? (
          <a href={checkoutPaths.siteTerms} target="_blank" rel="noopener">
            Read the full Terms &amp; Conditions (opens in a new tab)
          </a>
        ) : (
          <a href={mediaUrl(item.termsAndCondDoc)} target="_blank" rel="noopener">
            Read the supplier's Terms &amp; Conditions (opens in a new tab)
          </a>
        )}
      </p>
    </section>
  )
}

export function TermsStep({ navigate = leave, onBack }: TermsStepProps) {
  const owner = useId()
  const [session, setSession] = useState<RequestItemSession | null>(null)
  useEffect(() => {
    const found = readRequestItem()
    if (found) setSession(found)
    else navigate(checkoutPaths.home, true)
  }, [navigate])

  const accept = () => {
    if (acceptTerms()) navigate(checkoutPaths.pay)
    else navigate(checkoutPaths.home, true)
  }
  const loading = <BookingLoading height="1rem" count={5} />
  return (
    <CheckoutFrame owner={owner} placeholder={loading}>
      {() =>
        session ? (
          <>
            <BookingSummary session={session} />
            <Terms session={session} />
            <div className="hire-checkout-actions">
              {onBack ? (
                <button type="button" className="hire-button" onClick={onBack}>
                  Back to item
                </button>
              ) : (
                <a
                  className="hire-button"
                  href={`/equipments/${encodeURIComponent(session.item._id)}`}
                >
                  Back to item
                </a>
              )}
              <button type="button" className="hire-button hire-button-primary" onClick={accept}>
                {bookingLabels.acceptAndContinue}
              </button>
            </div>
          </>
        ) : (
          loading
        )
      }
    </CheckoutFrame>
  )
}

export default TermsStep
