/**
 * Tips (spec part 2 sections 2, 5 and 9): 10 or 20 percent of the booking total, or a
 * custom amount; at least $1 whichever is chosen. Skip returns the item without a tip.
 */
import { bookingApiMessages, bookingMessages } from '../../contract/booking/messages.ts'
import { percentOf, toCents } from './money.ts'

export const tipPresets = [10, 20] as const
export type TipPreset = (typeof tipPresets)[number]
export const minimumTipCents = 100
export const maximumTipCents = 1_000_000

export type TipChoice =
  | { kind: 'none' }
  | { kind: 'percent'; percent: TipPreset }
  /** what the hirer typed, in dollars */
  | { kind: 'custom'; amount: string }

/** A preset's amount. */
export function presetTipCents(percent: TipPreset, totalCents: number): number {
  return percentOf(totalCents, percent)
}

/** The tip in cents, or null when none is chosen or the typed amount is not a number. */
export function tipCents(choice: TipChoice, totalCents: number): number | null {
  if (choice.kind === 'none') return null
  if (choice.kind === 'percent') return presetTipCents(choice.percent, totalCents)
  const text = choice.amount.trim().replace(/^\$/, '')
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null
  return toCents(Number(text))
}

/** 'Please select any one option.' without a choice, 'Tip Amount should be $1 min.' under $1. */
export function checkTip(choice: TipChoice, totalCents: number): string | null {
  if (choice.kind === 'none') return bookingMessages.tipOption
  const cents = tipCents(choice, totalCents)
  if (cents === null || cents < minimumTipCents) return bookingMessages.tipMinimum
  return cents > maximumTipCents ? bookingApiMessages.tipMaximum : null
}

/** A choice read back from storage, or null when it is not one. */
export function readTipChoice(value: unknown): TipChoice | null {
  const choice = value as TipChoice | null
  if (!choice || typeof choice !== 'object') return null
  if (choice.kind === 'percent' && tipPresets.includes(choice.percent)) return choice
  if (choice.kind === 'custom' && typeof choice.amount === 'string') return choice
  return null
}
