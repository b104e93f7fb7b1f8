/**
 * What the supplier console does to one order (spec part 3 sections 2.3, 2.8, 2.9, 4 and
 * 7): load it, accept or decline (426: the payment-details prompt), ask to cancel, answer
 * a cancel request or dispute it (either party), confirm the return, review the hirer and
 * claim insurance. Each answers what the screen needs next; failures throw ApiError.
 */
import { api } from '../../api/client.ts'
import { ApiError } from '../../api/errors.ts'
import { $config } from '../../config.ts'
import { bookingCalls, bookingDetailPath } from '../../contract/booking/calls.ts'
import type { BookingRecord, BookingStatusData } from '../../contract/booking/records.ts'
import {
  awaitingItemPath,
  type ClaimReason,
  type SupplierOrderDetail,
  supplierCalls,
} from '../../contract/supplier/calls.ts'
import { endWizard, readWizard, startWizard } from '../lib/wizard-session.ts'
import { refreshAwaitingCount } from './awaiting-badge.ts'

export const loadOrder = (bookingId: string) =>
  api.get<SupplierOrderDetail>(awaitingItemPath(bookingId), { auth: 'bearer' })

/** The booking as either party reads it (the cancel pages serve both). */
export const loadBooking = (bookingId: string) =>
  api.get<BookingRecord>(bookingDetailPath(bookingId), { auth: 'bearer' })

export type Decision = 'APPROVED' | 'DECLINED' | 'APPROVE' | 'DECLINE'

/** 'payout' when the supplier must add payment details first (426). */
export async function decideOrder(
  bookingId: string,
  status: Decision,
): Promise<BookingStatusData | 'payout'> {
  try {
    const data = await api.put<BookingStatusData>(bookingCalls.approveOrDecline.path, {
      auth: 'bearer',
      body: { id: bookingId, status },
    })
    void refreshAwaitingCount()
    return data
  } catch (error) {
    if (error instanceof ApiError && error.status === 426) return 'payout'
    throw error
  }
}

export const askToCancel = (bookingId: string, reason: string) =>
  api.put<BookingStatusData>(supplierCalls.supplierCancel.path, {
    auth: 'bearer',
    body: { bookingId, reason: reason.trim() },
  })

export async function acceptCancel(bookingId: string): Promise<BookingStatusData> {
  const data = await api.put<BookingStatusData>(bookingCalls.cancelDecision.path, {
    auth: 'bearer',
    body: { id: bookingId, status: 'APPROVE' },
  })
  void refreshAwaitingCount()
  return data
}

export async function openDispute(bookingId: string, description: string) {
  const data = await api.post<BookingStatusData>(bookingCalls.dispute.path, {
    auth: 'bearer',
    body: { id: bookingId, desc: description.trim() },
  })
  void refreshAwaitingCount()
  return data
}

export interface SupplierReturn {
  bookingId: string
  itemId: string
  itemName: string
  hirerId: string
  /** dollars the hire earned, shown on 'Congrats!' */
  revenue: number
}

/** Confirms the return and starts the review of the hirer (/completed-order/{id}). */
export async function confirmReturn(order: SupplierOrderDetail): Promise<void> {
  await api.put(bookingCalls.confirmReturn.path, {
    auth: 'bearer',
    body: { bookingId: order._id },
  })
  startWizard<SupplierReturn>('SupplierReturn', {
    bookingId: order._id,
    itemId: order.itemId,
    itemName: order.itemName,
    hirerId: order.hirerId,
    revenue: order.hireCost,
  })
  void refreshAwaitingCount()
}

export const readSupplierReturn = () => readWizard<SupplierReturn>('SupplierReturn')

const returnedKey = () => `${$config.get().namespace}:SupplierReturned`

/**
 * Leaving the review ends the session; 'Congrats!' (/return-item) reads what it keeps for
 * this tab: the item and the revenue of the hire.
 */
export function endSupplierReturn(): SupplierReturn | null {
  const session = readSupplierReturn()
  endWizard('SupplierReturn')
  if (session) {
    try {
      sessionStorage.setItem(returnedKey(), JSON.stringify(session))
    } catch {
      // blocked storage: 'Congrats!' goes back instead
    }
  }
  return session
}

/** The return 'Congrats!' shows, when this tab just finished one for `itemId`. */
export function readReturned(itemId: string): SupplierReturn | null {
  try {
    const text = sessionStorage.getItem(returnedKey())
    const value = text ? (JSON.parse(text) as SupplierReturn) : null
    return value?.itemId === itemId ? value : null
  } catch {
    return null
  }
}

export function reviewHirer(session: SupplierReturn, rating: number, comment: string) {
  return api.post<{ _id: string }>(bookingCalls.review.path, {
    auth: 'bearer',
    body: {
      bookingId: session.bookingId,
      hirerId: session.hirerId,
      itemId: session.itemId,
      itemName: session.itemName,
      rating,
      comment: comment.trim(),
      type: 2,
    },
  })
}

export function claimInsurance(
  bookingId: string,
  reason: ClaimReason,
  details: string,
  media: string[],
) {
  return api.post<{ insuranceStatus: string }>(supplierCalls.insuranceClaim.path, {
    auth: 'bearer',
    body: { bookingId, reason, claimDetail: details.trim(), media },
  })
}
