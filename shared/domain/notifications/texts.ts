/**
 * The title and sentence of each notification. `item` is the listing's name; `who` the
 * person who caused it, when one did.
 */
import type { NotificationType } from './types.ts'

export interface TextParts {
  item: string
  who: string
}

type Text = { title: string; message: (p: TextParts) => string }

/** A title and a sentence whose {item} and {who} are filled in when a notification is made. */
const text = (title: string, sentence: string): Text => ({
  title,
  message: (p) => sentence.replace(/\{(item|who)\}/g, (_, part: keyof TextParts) => p[part]),
})

export const notificationTexts: Record<NotificationType, Text> = {
  BOOKING_REQUEST: text('New booking request', '{who} would like to hire {item}.'),
  INSTANT_BOOKING: text('New booking', '{who} booked {item}.'),
  BOOKING_APPROVED: text('Booking approved', 'Your booking of {item} was approved.'),
  BOOKING_DECLINED: text('Booking declined', 'Your booking of {item} was declined.'),
  BOOKING_EXPIRED: text('Booking expired', 'Your request for {item} was not answered in time.'),
  CHANGE_REQUEST: text('Change request', '{who} asked to change the dates of {item}.'),
  CHANGE_ACCEPTED: text('Change accepted', 'Your new dates for {item} were accepted.'),
  CHANGE_DECLINED: text('Change declined', 'Your new dates for {item} were declined.'),
  BOOKING_CANCELED: text('Booking cancelled', 'The booking of {item} was cancelled.'),
  CANCEL_REQUEST: text('Cancel request', '{who} asked to cancel the booking of {item}.'),
  SUPPLIER_CANCEL_REQUEST: text('Cancel request', '{who} asked to cancel your booking of {item}.'),
  CANCEL_ACCEPTED: text('Cancellation accepted', 'Your cancel request for {item} was accepted.'),
  CANCEL_DECLINED: text('Cancellation declined', 'Your cancel request for {item} was declined.'),
  DISPUTE: text('Dispute opened', '{who} opened a dispute about {item}.'),
  PICKED_UP: text('Item picked up', '{who} picked up {item}.'),
  RETURNED: text('Item returned', '{who} returned {item}.'),
  RETURN_CONFIRMED: text('Return confirmed', 'The return of {item} was confirmed.'),
  OVERDUE: text('Booking overdue', '{item} is overdue. Please return it or pay the delay.'),
  REVIEW: text('New review', '{who} reviewed {item}.'),
  TIP: text('You received a tip', '{who} left a tip for {item}.'),
  INSURANCE_CLAIM: text('Insurance claim', 'An insurance claim was made for {item}.'),
  QUESTION: text('New question', '{who} asked a question about {item}.'),
  ANSWER: text('Your question was answered', '{who} answered your question about {item}.'),
  MESSAGE: text('New message', '{who} sent you a message about {item}.'),
}
