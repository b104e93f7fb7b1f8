/**
 * The Standard wizard: a standard booking's second half, paid right before pick-up (spec
 * part 2 sections 2 and 4). /booking/standardpayment starts it from `?bookingID=`; paying
 * marks it paid, which /booking/standardpaymentsuccess needs; 'Confirm Item pick up' there
 * starts the ReturnPickup wizard, which ends this one.
 */

import { updateWizard } from '../lib/wizard-session.ts'
import { enterWizard, readRunning } from './return-wizard.ts'

export interface StandardPaid {
  /** dollars charged by the payment */
  charged: number
}

export interface StandardData {
  bookingId: string
  paid?: StandardPaid
}

/** /booking/standardpayment's guard: the booking of the query, else the running wizard. */
export function enterStandardPayment(queryBookingId: string | null | undefined) {
  return enterWizard<StandardData>('Standard', queryBookingId, (bookingId) => ({ bookingId }))
}

export function markStandardPaid(bookingId: string, paid: StandardPaid): boolean {
  return updateWizard<StandardData>('Standard', { bookingId, paid })
}

/** /booking/standardpaymentsuccess's guard: the wizard, once its payment went through. */
export function readStandardPaid(): (StandardData & { paid: StandardPaid }) | null {
  const data = readRunning<StandardData>('Standard')
  return data?.paid && typeof data.paid.charged === 'number'
    ? { bookingId: data.bookingId, paid: data.paid }
    : null
}
