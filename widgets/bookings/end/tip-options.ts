/**
 * The tip step's options (spec part 2 sections 2, 5 and 9): 10 and 20 percent of the
 * booking total, or a custom amount of at least $1. The rules are shared/domain's tip.ts.
 */
import {
  checkTip,
  presetTipCents,
  type TipChoice,
  type TipPreset,
  tipCents,
  tipPresets,
} from '../../../shared/domain/booking/tip.ts'
import { centsLabel } from './delay-figures.ts'

export { checkTip, type TipChoice, tipCents }

export interface TipOption {
  percent: TipPreset
  cents: number
  /** '10% ($12.50)' */
  label: string
}

export function tipOptions(totalCents: number): TipOption[] {
  return tipPresets.map((percent) => {
    const cents = presetTipCents(percent, totalCents)
    return { percent, cents, label: `${percent}% (${centsLabel(cents)})` }
  })
}

export const customTipLabel = 'Custom amount'
export const skipLabel = 'Skip'
