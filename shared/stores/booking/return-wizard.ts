/**
 * The ReturnPickup wizard (spec part 2 sections 2 and 4): the booking being picked up or
 * returned, the form's draft (kept while the hirer reads the terms), and for a return the
 * report that the rating and tip pages finish. The return itself (PUT /items/return) is sent
 * last, by the tip page, with the review and an optional tip: `returnBodyOf` builds it.
 *
 * Flow pages take the booking from `?bookingID=` (the links of the booking screens) or from
 * the running wizard (a reload, the way back from the terms); with neither they go to
 * /booking/current (`enterWizard`).
 */
import type { Infer } from 'superstruct'
import type { returnReportBody } from '../../contract/booking/reports.ts'
import { paymentMethod } from '../../contract/checkout/payments.ts'
import { damageText } from '../../domain/booking/report-form.ts'
import {
  endWizard,
  readWizard,
  startWizard,
  updateWizard,
  type WizardName,
} from '../lib/wizard-session.ts'

/** What the pick-up or return form holds: photo URLs, the damage answer and description. */
export interface ReportData {
  media: string[]
  damaged: boolean
  damageDescription: string
}

export interface ReviewData {
  rating: number
  reviewTags: { tagId: string; tagName: string }[]
}

export interface ReturnPickupData {
  bookingId: string
  /** the form as the hirer left it */
  draft?: ReportData
  /** a return's report, set by Continue; the rating page follows */
  report?: ReportData
  /** set by the rating page */
  review?: ReviewData
}

export type ReturnBody = Infer<typeof returnReportBody>

export interface TipChoice {
  tipAmount: number
  cardId: string
}

const isReport = (value: unknown): value is ReportData => {
  const report = value as ReportData | null
  return (
    typeof report === 'object' &&
    report !== null &&
    Array.isArray(report.media) &&
    report.media.every((url) => typeof url === 'string') &&
    typeof report.damaged === 'boolean' &&
    typeof report.damageDescription === 'string'
  )
}

/** A running wizard's data, or null when the wizard is not running or holds no booking. */
export function readRunning<T extends { bookingId: string }>(name: WizardName): T | null {
  const data = readWizard<T>(name)
  return data && typeof data === 'object' && typeof data.bookingId === 'string' && data.bookingId
    ? data
    : null
}

/**
 * The guard of a flow page: the booking of `?bookingID=` (starting the wizard for it, or
 * keeping the running one when it is the same booking), else the running wizard; null
 * when there is neither (the page then goes to /booking/current).
 */
export function enterWizard<T extends { bookingId: string }>(
  name: WizardName,
  queryBookingId: string | null | undefined,
  fresh: (bookingId: string) => T,
): T | null {
  const running = readRunning<T>(name)
  const asked = queryBookingId?.trim()
  if (!asked) return running
  if (running?.bookingId === asked) return running
  const data = fresh(asked)
  startWizard(name, data)
  return data
}

export function readReturnPickup(): ReturnPickupData | null {
  const data = readRunning<ReturnPickupData>('ReturnPickup')
  if (!data) return null
  return {
    bookingId: data.bookingId,
    ...(isReport(data.draft) ? { draft: data.draft } : {}),
    ...(isReport(data.report) ? { report: data.report } : {}),
    ...(data.review ? { review: data.review } : {}),
  }
}

/** Starts the wizard for a booking (every other wizard ends). */
export function startReturnPickup(bookingId: string): ReturnPickupData {
  const data = { bookingId }
  startWizard('ReturnPickup', data)
  return data
}

/** /booking/confirm's guard: see `enterWizard`. */
export function enterReturnPickup(queryBookingId: string | null | undefined) {
  return enterWizard<ReturnPickupData>('ReturnPickup', queryBookingId, (bookingId) => ({
    bookingId,
  }))
}

function change(patch: Partial<ReturnPickupData>): boolean {
  const data = readReturnPickup()
  return data ? updateWizard('ReturnPickup', { ...data, ...patch }) : false
}

export const saveReturnDraft = (draft: ReportData) => change({ draft })

/** Continue on a return: the report the rating and tip pages carry on to PUT /items/return. */
export const saveReturnReport = (report: ReportData) => change({ report, draft: report })

export const saveReturnReview = (review: ReviewData) => change({ review })

export const endReturnPickup = () => endWizard('ReturnPickup')

/**
 * PUT /items/return's body from the wizard, with the review when one was left and the tip
 * when one was chosen (Skip sends none); null before the return form's Continue.
 */
export function returnBodyOf(data: ReturnPickupData, tip?: TipChoice | null): ReturnBody | null {
  const { report } = data
  if (!report) return null
  return {
    bookingId: data.bookingId,
    anyDamaged: report.damaged,
    damageDescription: damageText(report),
    media: report.media,
    ...(data.review ? { review: data.review } : {}),
    ...(tip ? { tip: { tipAmount: tip.tipAmount, cardId: tip.cardId, paymentMethod } } : {}),
  }
}
