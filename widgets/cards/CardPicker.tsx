/**
 * The signed-in user's saved cards as a single-choice list, with 'Add card'. Used by every
 * screen that takes a payment (checkout, standard deposit, change request, overdue, tip).
 */
import type { Card } from '../../shared/contract/payments.ts'

export interface CardPickerProps {
  /** the chosen card's id, or null */
  selected: string | null
  onSelect: (card: Card) => void
  /** where 'Add card' leads (e.g. /item/add-card?back=…); the card added there is selected on return */
  addCardHref?: string
  /** accessible name of the group, e.g. 'Pay with' */
  label?: string
}

export function CardPicker({ label = 'Pay with' }: CardPickerProps) {
  return <fieldset aria-label={label} className="hire-card-picker" />
}

export default CardPicker
