/**
 * What a payment on a booking shows (spec part 2 sections 2 and 5): the amounts, the saved
 * cards to pay with ('Add card' adds one in place and selects it), the refusal if any, and
 * 'Confirm and pay'. The store (`createBookingPayment`) sends the payment.
 */
import { type ReactNode, useState } from 'react'
import { bookingLabels, bookingMessages } from '../../../shared/contract/booking/messages.ts'
import type { BookingPaymentData, BookingRecord } from '../../../shared/contract/booking/records.ts'
import {
  type BookingPayment,
  type BookingPaymentKind,
  createBookingPayment,
} from '../../../shared/stores/booking/payments.ts'
import { CardPicker } from '../../account/cards/CardPicker.tsx'
import { useStore } from '../../runtime/use-store.ts'
import { BookingSummary } from './BookingParts.tsx'
import { formatCents } from './format.ts'

export interface AmountRow {
  label: string
  value: ReactNode
}

export function AmountList({
  rows,
  totalLabel,
  totalCents,
}: {
  rows: AmountRow[]
  totalLabel: string
  totalCents: number
}) {
  return (
    <dl className="hire-amounts flow-amounts">
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
      <div className="hire-amounts-total">
        <dt>{totalLabel}</dt>
        <dd>{formatCents(totalCents)}</dd>
      </div>
    </dl>
  )
}

export interface PayPanelProps {
  payment: BookingPayment
  amountCents: number
  rows: AmountRow[]
  owner: string
  onPaid: (data: BookingPaymentData) => void
}

export const totalNowLabel = 'Total to be paid now'

export function PayPanel({ payment, amountCents, rows, owner, onPaid }: PayPanelProps) {
  const value = useStore(payment.$payment)
  const cardMissing = value.error === bookingMessages.cardRequiredForPayment
  const pay = async () => {
    const data = await payment.pay(amountCents)
    if (data) onPaid(data)
  }
  return (
    <div className="flow-stack">
      <section className="flow-card" aria-labelledby="pay-summary" part="amounts">
        <h2 id="pay-summary">Payment summary</h2>
        <AmountList rows={rows} totalLabel={totalNowLabel} totalCents={amountCents} />
      </section>
      <CardPicker
        selected={value.cardId}
        onSelect={(card) => payment.selectCard(card.id)}
        label="Pay with"
        error={cardMissing ? value.error : null}
        owner={owner}
      />
      {value.error && !cardMissing ? (
        <p className="flow-error" role="alert">
          {value.error}
        </p>
      ) : null}
      <div className="flow-actions">
        <button
          type="button"
          className="hire-button hire-button-primary"
          disabled={value.paying}
          aria-busy={value.paying || undefined}
          onClick={() => void pay()}
          part="pay"
        >
          {value.paying ? 'Paying…' : bookingLabels.confirmAndPay}
        </button>
      </div>
    </div>
  )
}

/** A payment page's body: the booking, then its own payment of `kind` for `amountCents`. */
export function PayForBooking({
  booking,
  kind,
  ...panel
}: Omit<PayPanelProps, 'payment'> & { booking: BookingRecord; kind: BookingPaymentKind }) {
  const [payment] = useState(() => createBookingPayment(kind, booking._id))
  return (
    <div className="flow-stack">
      <BookingSummary booking={booking} />
      <PayPanel payment={payment} {...panel} />
    </div>
  )
}
