/**
 * Partners: sites that embed the widgets. A widget's `partner="CODE"` (or
 * `window.hireConfig.partner`) travels with every booking made from that embed (the
 * checkout body's `partner`, the hand-over link's `?partner=`), and the partner reads the
 * bookings attributed to it with its report key. No personal data leaves in the report.
 */
import { object, refine, string } from 'superstruct'
import { isPartnerCode } from '../../domain/partners/code.ts'
import { partnerMessages } from './calls.ts'

export * from './calls.ts'

/** Refinement 'rule' (as account/fields.ts): the message is a whole sentence for the user. */
export const partnerCodeField = () =>
  refine(string(), 'rule', (value) => isPartnerCode(value) || partnerMessages.invalidCode)

export const partnerParams = object({ code: partnerCodeField() })
