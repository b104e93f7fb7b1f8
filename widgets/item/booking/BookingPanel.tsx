/**
 * The booking panel of the item detail (spec part 2 sections 2 and 4): dates (and times for
 * a one-day hire), units or group size, the price by duration tier, bond and total, and
 * 'Book now' (instant booking) or 'Request to book'. A guest is asked to sign in here and
 * goes on with the same choice; a choice also survives a reload or a sign-up in this tab
 * (the draft). Continuing starts the RequestItem session and opens the terms step: on our
 * own site its page, on a partner's page the checkout in place (a dialog loaded on demand).
 * A partner's page whose origin may not sign in says so and books on the marketplace.
 * Chosen days that cannot be booked (dates from the search, say) get no price and no
 * 'Book now': the panel says so with checkout's own message.
 */
import { type ComponentType, lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { bookingApiMessages, bookingMessages } from '../../../shared/contract/booking/messages.ts'
import type { ItemDetail } from '../../../shared/contract/catalogue/items.ts'
import { quoteCheckout } from '../../../shared/domain/booking/checkout.ts'
import { hireMinutes } from '../../../shared/domain/booking/period.ts'
import { formatPrice, primaryPrice } from '../../../shared/format/price.ts'
import { needsHandover, withHandover } from '../../../shared/stores/account/handover-issue.ts'
import {
  type BookingSelection,
  bookingItemOf,
  readBookingDraft,
  saveBookingDraft,
  selectionFromQuery,
  startRequestItem,
} from '../../../shared/stores/checkout/request-item.ts'
import { promptSignIn } from '../../../shared/stores/core/auth-prompt.ts'
import { $signedIn, $user } from '../../../shared/stores/core/session.ts'
import {
  $signInHere,
  checkSignInHere,
  signInUnavailable,
} from '../../../shared/stores/partners/origin.ts'
import { useStore } from '../../runtime/use-store.ts'
import type { InPlaceCheckoutProps } from '../checkout/InPlaceCheckout.tsx'
import bookingCss from './booking.css?inline'
import { DatesField } from './DatesField.tsx'
import { continueHref, goTo, isExternal } from './navigate.ts'
import { PriceTiers } from './PriceTiers.tsx'
import { QuantityField } from './QuantityField.tsx'
import { QuoteSummary } from './QuoteSummary.tsx'
import { type RangeCheck, useRangeCheck } from './range-check.ts'
import { clampQuantity, durationProblem, quantityBounds } from './rules.ts'
import { TimeFields } from './TimeFields.tsx'

// The checkout in place: its own chunk, fetched when a visitor on a partner's page books.
const InPlaceCheckout = lazy(
  () => import('../checkout/InPlaceCheckout.tsx'),
) as unknown as ComponentType<InPlaceCheckoutProps>

export interface BookingPanelProps {
  item: ItemDetail
  /** origin of the marketplace; '' on our own pages */
  siteBase?: string
  /** the widget's id: owns the feedback this panel raises */
  owner?: string | undefined
}

const noDates = { startDate: null, endDate: null, startTime: null, endTime: null }
type Choice = Omit<BookingSelection, 'startDate' | 'endDate'> & {
  startDate: number | null
  endDate: number | null
}

const isOwner = (item: ItemDetail, userId: string | undefined) =>
  Boolean(userId) && userId === (item.supplier?.userId || item.userId)

/** What stands in for the price while it is not shown. */
function priceHint(quoted: boolean, check: RangeCheck): string {
  if (check.state === 'taken') return 'Choose other dates to see the price.'
  if (quoted && check.state === 'checking') return 'Checking these dates…'
  return 'Choose your dates to see the price.'
}

/** The choice handed over in the page's query, else this tab's draft for the item. */
function restored(itemId: string): BookingSelection | null {
  const handed = selectionFromQuery(new URLSearchParams(location.search))
  return handed?.itemId === itemId ? handed.selection : readBookingDraft(itemId)
}

export function BookingPanel({ item, siteBase = '', owner }: BookingPanelProps) {
  const id = useId()
  const bounds = quantityBounds(item)
  const [choice, setChoice] = useState<Choice>({ ...noDates, quantity: bounds.min })
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [hydrated, setHydrated] = useState(false)
  const [inPlace, setInPlace] = useState(false)
  const action = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLElement>(null)
  // 'Book now' without dates: focus goes to Dates once the message describes it (a new
  // object each time, so pressing again refocuses).
  const [noDatesYet, setNoDatesYet] = useState<object | null>(null)
  useEffect(() => {
    if (noDatesYet) panel.current?.querySelector<HTMLElement>('.hire-booking-dates')?.focus()
  }, [noDatesYet])
  const wasInPlace = useRef(false)
  const user = useStore($user)
  const signedIn = useStore($signedIn)
  const signInHere = useStore($signInHere)
  const external = hydrated && isExternal(siteBase)
  const noSignIn = external && signInHere === 'refused' && !signedIn

  useEffect(() => {
    if (external) void checkSignInHere()
  }, [external])

  // The checkout in place closed: focus goes back to 'Book now' (it was disabled while the
  // guest signed in, so the dialog could not note it as the place to return to).
  useEffect(() => {
    if (wasInPlace.current && !inPlace) action.current?.focus({ preventScroll: true })
    wasInPlace.current = inPlace
  }, [inPlace])

  // After hydration, so the first render matches the server's.
  useEffect(() => {
    setHydrated(true)
    const selection = restored(item._id)
    if (selection) setChoice({ ...selection, quantity: clampQuantity(selection.quantity, bounds) })
  }, [item._id])

  const change = (next: Partial<Choice>) => {
    setMessage(null)
    setChoice((current) => ({ ...current, ...next }))
  }
  const now = Date.now()
  const { startDate, endDate } = choice
  const selection: BookingSelection | null =
    startDate !== null && endDate !== null ? { ...choice, startDate, endDate } : null
  const oneDay = selection !== null && selection.startDate === selection.endDate
  const result = selection
    ? quoteCheckout({
        item,
        period: selection,
        quantity: choice.quantity,
        standard: false,
        discount: false,
        creditCents: null,
        now,
      })
    : null
  const minutes = selection ? hireMinutes(selection) : null
  const ownItem = hydrated && isOwner(item, user?._id)
  const { check, settled } = useRangeCheck(item._id, startDate, endDate)
  const taken = check.state === 'taken'
  // The price waits for the days to be known free (a failed check leaves it to checkout).
  const priced = result?.ok && (check.state === 'free' || check.state === 'unknown')
  const problem =
    bounds.max < 1
      ? 'No units are available.'
      : ownItem
        ? bookingApiMessages.ownItem
        : taken
          ? bookingApiMessages.unavailable
          : result && !result.ok
            ? result.message
            : minutes !== null
              ? durationProblem(item, minutes)
              : null
  const shown = message ?? (selection || ownItem || bounds.max < 1 ? problem : null)
  const instant = Boolean(item.instantBooking)
  const price = primaryPrice(item.price)

  /** Continues on the marketplace's item page (a signed-in visitor's session follows). */
  const continueOnSite = async (chosen: BookingSelection) => {
    const href = continueHref(siteBase, item._id, chosen)
    if (!needsHandover(href)) return goTo(href)
    setBusy(true)
    const handedOver = await withHandover(href)
    setBusy(false)
    goTo(handedOver)
  }

  const book = async () => {
    if (!selection) {
      setNoDatesYet({})
      return setMessage(bookingMessages.properDate)
    }
    if (problem) return setMessage(problem)
    // Pressed before the days' answer came: wait for it (a taken range then says so).
    if (check.state === 'checking') {
      setBusy(true)
      const answer = await settled()
      setBusy(false)
      if (answer.state === 'taken') return
    }
    const away = isExternal(siteBase)
    // Sign-in cannot work on a page whose origin is not a partner's: book on the marketplace.
    if (away && (await checkSignInHere()) === 'refused' && !$signedIn.get()) {
      return continueOnSite(selection)
    }
    saveBookingDraft(item._id, selection)
    if (!$signedIn.get()) {
      setBusy(true)
      const signedIn = await promptSignIn({ reason: 'Log in to book this item.' })
      setBusy(false)
      if (!signedIn) return
      if (isOwner(item, $user.get()?._id)) return setMessage(bookingApiMessages.ownItem)
    }
    startRequestItem(bookingItemOf(item), selection)
    // On a partner's page the checkout runs in place (its own chunk): nothing navigates.
    if (away) return setInPlace(true)
    return goTo(continueHref(siteBase, item._id, selection))
  }

  return (
    <section ref={panel} className="hire-item-booking hire-booking" aria-labelledby={`${id}-title`}>
      <style>{bookingCss}</style>
      <h2 id={`${id}-title`}>Booking</h2>
      {price ? <p className="hire-item-from">{formatPrice(price)}</p> : null}
      <PriceTiers
        prices={item.price ?? []}
        current={priced && result?.ok ? result.quote.hire.tier : null}
      />
      <DatesField
        itemId={item._id}
        start={startDate}
        end={endDate}
        owner={owner}
        describedBy={shown && !selection ? `${id}-problem` : undefined}
        onChange={(start, end) =>
          change({ startDate: start, endDate: end, startTime: null, endTime: null })
        }
      />
      {oneDay && selection ? (
        <TimeFields
          day={selection.startDate}
          slots={item.pickUpDaysAndTime ?? []}
          startTime={choice.startTime}
          endTime={choice.endTime}
          now={now}
          onChange={(startTime, endTime) => change({ startTime, endTime })}
        />
      ) : null}
      {bounds.max > 0 ? (
        <QuantityField
          value={choice.quantity}
          bounds={bounds}
          onChange={(quantity) => change({ quantity })}
        />
      ) : null}
      <div
        className="hire-booking-price"
        aria-live="polite"
        aria-busy={(result?.ok && check.state === 'checking') || undefined}
      >
        {priced && result?.ok ? (
          <QuoteSummary quote={result.quote} kind={bounds.kind} />
        ) : (
          <p className="hire-booking-hint">{priceHint(Boolean(result?.ok), check)}</p>
        )}
      </div>
      {shown ? (
        <p id={`${id}-problem`} className="hire-booking-problem" role="alert">
          {shown}
        </p>
      ) : null}
      <button
        ref={action}
        type="button"
        className="hire-button hire-button-primary hire-booking-action"
        aria-describedby={`${id}-kind`}
        disabled={busy || ownItem || taken}
        onClick={() => void book()}
      >
        {instant ? 'Book now' : 'Request to book'}
      </button>
      <p id={`${id}-kind`} className="hire-booking-hint">
        {instant
          ? 'Instant booking: confirmed as soon as you pay.'
          : 'Request: the supplier accepts or declines your booking.'}
      </p>
      {noSignIn ? (
        <p className="hire-booking-note" role="note">
          {signInUnavailable}
        </p>
      ) : null}
      {inPlace && selection ? (
        <Suspense fallback={null}>
          <InPlaceCheckout
            itemId={item._id}
            onClose={() => setInPlace(false)}
            onContinueOnSite={() => void continueOnSite(selection)}
          />
        </Suspense>
      ) : null}
    </section>
  )
}
