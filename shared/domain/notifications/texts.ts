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

export const notificationTexts: Record<NotificationType, Text> = {
  BOOKING_REQUEST: {
    title: 'New booking request',
    message: (p) => `${p.who} would like to hire ${p.item}.`,
  },
  INSTANT_BOOKING: { title: 'New booking', message: (p) => `${p.who} booked ${p.item}.` },
  BOOKING_APPROVED: {
    title: 'Booking approved',
    message: (p) => `Your booking of ${p.item} was approved.`,
  },
  BOOKING_DECLINED: {
    title: 'Booking declined',
    message: (p) => `Your booking of ${p.item} was declined.`,
  },
  BOOKING_EXPIRED: {
    title: 'Booking expired',
    message: (p) => `Your request for ${p.item} was not answered in time.`,
  },
  CHANGE_REQUEST: {
    title: 'Change request',
    message: (p) => `${p.who} asked to change the dates of ${p.item}.`,
  },
  CHANGE_ACCEPTED: {
    title: 'Change accepted',
    message: (p) => `Your new dates for ${p.item} were accepted.`,
  },
  CHANGE_DECLINED: {
    title: 'Change declined',
    message: (p) => `Your new dates for ${p.item} were declined.`,
  },
  BOOKING_CANCELED: {
    title: 'Booking cancelled',
    message: (p) => `The booking of ${p.item} was cancelled.`,
  },
  CANCEL_REQUEST: {
    title: 'Cancel request',
    message: (p) => `${p.who} asked to cancel the booking of ${p.item}.`,
  },
  SUPPLIER_CANCEL_REQUEST: {
    title: 'Cancel request',
    message: (p) => `${p.who} asked to cancel your booking of ${p.item}.`,
  },
  CANCEL_ACCEPTED: {
    title: 'Cancellation accepted',
    message: (p) => `Your cancel request for ${p.item} was accepted.`,
  },
  CANCEL_DECLINED: {
    title: 'Cancellation declined',
    message: (p) => `Your cancel request for ${p.item} was declined.`,
  },
  DISPUTE: {
    title: 'Dispute opened',
    message: (p) => `${p.who} opened a dispute about ${p.item}.`,
  },
  PICKED_UP: { title: 'Item picked up', message: (p) => `${p.who} picked up ${p.item}.` },
  RETURNED: { title: 'Item returned', message: (p) => `${p.who} returned ${p.item}.` },
  RETURN_CONFIRMED: {
    title: 'Return confirmed',
    message: (p) => `The return of ${p.item} was confirmed.`,
  },
  OVERDUE: {
    title: 'Booking overdue',
    message: (p) => `${p.item} is overdue. Please return it or pay the delay.`,
  },
  REVIEW: { title: 'New review', message: (p) => `${p.who} reviewed ${p.item}.` },
  TIP: { title: 'You received a tip', message: (p) => `${p.who} left a tip for ${p.item}.` },
  INSURANCE_CLAIM: {
    title: 'Insurance claim',
    message: (p) => `An insurance claim was made for ${p.item}.`,
  },
  QUESTION: { title: 'New question', message: (p) => `${p.who} asked a question about ${p.item}.` },
  ANSWER: {
    title: 'Your question was answered',
    message: (p) => `${p.who} answered your question about ${p.item}.`,
  },
  MESSAGE: { title: 'New message', message: (p) => `${p.who} sent you a message about ${p.item}.` },
}
