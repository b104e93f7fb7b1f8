/**
 * The RequestItem session (spec part 2 sections 2 and 4): what the hirer chose on the item
 * page, carried through the terms step, 'Confirm and pay' and 'Add card' in this tab's
 * sessionStorage (`<namespace>:RequestItem`, a wizard of wizard-session.ts: starting it ends
 * the others). It holds a snapshot of the item's pricing, so the checkout pages show and
 * price the same booking the panel showed; the server re-prices it and refuses a stale one.
 *
 * Also the panel's draft (`<namespace>:bookingDraft`): the dates and count a guest chose
 * before signing in, restored when they come back to the item.
 */
import type { ItemKindCode, Price } from '../../contract/catalogue/catalogue.ts'
import type { ItemDetail } from '../../contract/catalogue/items.ts'
import type { PaymentAttempt } from '../lib/payment-attempt.ts'
import { readSessionValue, writeSessionValue } from '../lib/session-value.ts'
import { endWizard, readWizard, startWizard, updateWizard } from '../lib/wizard-session.ts'
import { loadPagePartner } from '../partners/attribution.ts'

/** What the checkout pages need of the item. */
export interface BookingItem {
  _id: string
  itemName: string
  /** the first image's thumbnail, or '' */
  image: string
  price: Price[]
  bond: number
  isInsuranceAvailable: boolean
  itemCategoryType: ItemKindCode
  instantBooking: boolean
  supplierId: string
  supplierName: string
  /** true: the marketplace's terms; false: the supplier's document (termsAndCondDoc) */
  isApplyTermsAndCond: boolean
  termsAndCondDoc: string | null
}

/** Days are epoch ms at local midnight; times minutes from midnight (same-day hires). */
export interface BookingSelection {
  startDate: number
  endDate: number
  startTime: number | null
  endTime: number | null
  /** units of a product, people of an experience */
  quantity: number
}

export interface RequestItemSession {
  item: BookingItem
  selection: BookingSelection
  termsAccepted: boolean
  cardId: string | null
  /** standard deposit (half now, half at pick-up) instead of paying in full */
  standard: boolean
  discount: boolean
  attempt: PaymentAttempt | null
  /** the partner whose embed the booking started from (shared/stores/partners) */
  partner?: string | null
}

export function bookingItemOf(item: ItemDetail): BookingItem {
  const image = item.media?.find((entry) => entry.type !== 2)
  return {
    _id: item._id,
    itemName: item.itemName,
    image: image ? image.thumbnailImage || image.url : '',
    price: item.price ?? [],
    bond: item.bond ?? 0,
    isInsuranceAvailable: Boolean(item.isInsuranceAvailable),
    itemCategoryType: item.itemCategoryType,
    instantBooking: Boolean(item.instantBooking),
    supplierId: item.supplier?.userId || item.userId,
    supplierName: item.supplier?.name ?? '',
    isApplyTermsAndCond: item.isApplyTermsAndCond !== false,
    termsAndCondDoc: item.termsAndCondDoc ?? null,
  }
}

const isDay = (value: unknown) => typeof value === 'number' && Number.isFinite(value)
const isTime = (value: unknown) => value === null || (Number.isInteger(value) && Number(value) >= 0)

export function isSelection(value: unknown): value is BookingSelection {
  const selection = value as BookingSelection | null
  return (
    !!selection &&
    isDay(selection.startDate) &&
    isDay(selection.endDate) &&
    isTime(selection.startTime) &&
    isTime(selection.endTime) &&
    Number.isInteger(selection.quantity) &&
    selection.quantity >= 1
  )
}

function isSession(value: unknown): value is RequestItemSession {
  const session = value as RequestItemSession | null
  return (
    !!session &&
    typeof session.item?._id === 'string' &&
    Array.isArray(session.item.price) &&
    isSelection(session.selection)
  )
}

/** Starts the RequestItem wizard: the terms step comes next. */
export function startRequestItem(item: BookingItem, selection: BookingSelection): void {
  startWizard<RequestItemSession>('RequestItem', {
    item,
    selection,
    termsAccepted: false,
    cardId: null,
    standard: false,
    discount: false,
    attempt: null,
    partner: loadPagePartner(),
  })
}

/** The running RequestItem session, or null (the checkout pages then go to /). */
export function readRequestItem(): RequestItemSession | null {
  const session = readWizard<RequestItemSession>('RequestItem')
  return isSession(session) ? session : null
}

export function saveRequestItem(session: RequestItemSession): void {
  updateWizard('RequestItem', session)
}

/** 'Accept and Continue' on the terms step. */
export function acceptTerms(): boolean {
  const session = readRequestItem()
  if (!session) return false
  saveRequestItem({ ...session, termsAccepted: true })
  return true
}

/** The booking is paid: the session ends and the item's draft is forgotten. */
export function endRequestItem(): void {
  endWizard('RequestItem')
  clearBookingDraft()
}

// The panel's draft ------------------------------------------------------------------

// Blocked storage: the choice stays on this page only.
export function saveBookingDraft(itemId: string, selection: BookingSelection): void {
  writeSessionValue('bookingDraft', JSON.stringify({ itemId, selection }))
}

/** The draft kept for `itemId`, else null. */
export function readBookingDraft(itemId: string): BookingSelection | null {
  try {
    const draft = JSON.parse(readSessionValue('bookingDraft') ?? 'null')
    return draft?.itemId === itemId && isSelection(draft.selection) ? draft.selection : null
  } catch {
    return null
  }
}

export function clearBookingDraft(): void {
  writeSessionValue('bookingDraft', null)
}

// Handing a booking to the marketplace from another site ----------------------------

/**
 * A panel embedded on a partner's site cannot reach our tab's sessionStorage: it sends the
 * choice in the terms step's query instead (`?item&start&end&from&to&count`), and the
 * terms step starts the session from it.
 */
export function selectionQuery(itemId: string, selection: BookingSelection): string {
  const params = new URLSearchParams({
    item: itemId,
    start: String(selection.startDate),
    end: String(selection.endDate),
    count: String(selection.quantity),
  })
  if (selection.startTime !== null) params.set('from', String(selection.startTime))
  if (selection.endTime !== null) params.set('to', String(selection.endTime))
  return params.toString()
}

export function selectionFromQuery(
  params: URLSearchParams,
): { itemId: string; selection: BookingSelection } | null {
  const itemId = params.get('item')
  const number = (name: string) => (params.has(name) ? Number(params.get(name)) : null)
  const selection = {
    startDate: number('start'),
    endDate: number('end'),
    startTime: number('from'),
    endTime: number('to'),
    quantity: number('count') ?? 1,
  }
  if (!itemId || !isSelection(selection)) return null
  return { itemId, selection }
}
