/**
 * The edit card form's rules (spec part 2 section 5): the name keeps letters and spaces,
 * the expiry MM/YY ('Please Enter valid expiry date' when empty, malformed, month above 12
 * or past). Pure, so the dialog stays a thin layer.
 */
import type { Card } from '../../../shared/contract/checkout/payments.ts'
import {
  checkCardholderName,
  checkExpiry,
  cleanCardholderName,
  formatExpiry,
  parseExpiry,
} from '../../../shared/domain/booking/card-form.ts'

export interface EditDraft {
  name: string
  expiry: string
}

export interface EditErrors {
  name: string | null
  expiry: string | null
}

export function initialDraft(card: Card): EditDraft {
  return { name: cleanCardholderName(card.name), expiry: formatExpiry(card) }
}

export function editErrors(draft: EditDraft, now: number): EditErrors {
  return { name: checkCardholderName(draft.name), expiry: checkExpiry(draft.expiry, now) }
}

/** The PUT /user/card body, or null while a field is wrong. */
export function editBody(
  card: Card,
  draft: EditDraft,
  now: number,
): { cardId: string; name: string; exp_month: number; exp_year: number } | null {
  const expiry = parseExpiry(draft.expiry, now)
  if (!expiry || checkCardholderName(draft.name)) return null
  return { cardId: card.id, name: draft.name.trim(), ...expiry }
}
