/**
 * What can happen to a person, and which of their settings groups (part 1: Messages and
 * Reminders, each by email, push and SMS) decides the copies. Conversation between people
 * (chat, questions, answers) is a message; everything a booking does is a reminder.
 */
export const notificationTypes = [
  'BOOKING_REQUEST',
  'INSTANT_BOOKING',
  'BOOKING_APPROVED',
  'BOOKING_DECLINED',
  'BOOKING_EXPIRED',
  'CHANGE_REQUEST',
  'CHANGE_ACCEPTED',
  'CHANGE_DECLINED',
  'BOOKING_CANCELED',
  'CANCEL_REQUEST',
  'SUPPLIER_CANCEL_REQUEST',
  'CANCEL_ACCEPTED',
  'CANCEL_DECLINED',
  'DISPUTE',
  'PICKED_UP',
  'RETURNED',
  'RETURN_CONFIRMED',
  'OVERDUE',
  'REVIEW',
  'TIP',
  'INSURANCE_CLAIM',
  'QUESTION',
  'ANSWER',
  'MESSAGE',
] as const

export type NotificationType = (typeof notificationTypes)[number]

export type SettingsGroup = 'messages' | 'reminders'

const messageTypes: readonly NotificationType[] = ['MESSAGE', 'QUESTION', 'ANSWER']

export function groupOf(type: NotificationType): SettingsGroup {
  return messageTypes.includes(type) ? 'messages' : 'reminders'
}

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && (notificationTypes as readonly string[]).includes(value)
}

/** Who of a booking's two people hears of each booking event. */
const toSupplierTypes: readonly NotificationType[] = [
  'BOOKING_REQUEST',
  'INSTANT_BOOKING',
  'CHANGE_REQUEST',
  'CANCEL_REQUEST',
  'BOOKING_CANCELED',
  'PICKED_UP',
  'RETURNED',
  'REVIEW',
  'TIP',
]

export function bookingAudience(type: NotificationType): 'supplier' | 'hirer' {
  return toSupplierTypes.includes(type) ? 'supplier' : 'hirer'
}
