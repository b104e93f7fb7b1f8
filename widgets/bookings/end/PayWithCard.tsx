/**
 * The foot of a pay step (the overdue charge, the tip): the saved card to pay with ('Add
 * card' comes back to `returnTo`), then the step's other way on and 'Pay <amount>'.
 */
import type { ReactNode } from 'react'
import { CardPicker } from '../../account/cards/CardPicker.tsx'
import { paths } from './paths.ts'

export function PayWithCard({
  cardId,
  onCard,
  returnTo,
  error,
  owner,
  paying,
  amount,
  onPay,
  children,
}: {
  cardId: string | null
  onCard: (cardId: string) => void
  returnTo: string
  error: string | null
  owner: string
  paying: boolean
  /** the amount's label */
  amount: string
  onPay: () => void
  /** the action before Pay (Back, Skip) */
  children: ReactNode
}) {
  return (
    <>
      <CardPicker
        selected={cardId}
        onSelect={(card) => onCard(card.id)}
        addCardHref={paths.addCard(returnTo)}
        label="Pay with"
        error={error}
        owner={owner}
      />
      <div className="end-actions">
        {children}
        <button
          type="button"
          className="hire-button hire-button-primary"
          disabled={paying}
          aria-busy={paying}
          onClick={onPay}
        >
          {paying ? 'Paying…' : `Pay ${amount}`}
        </button>
      </div>
    </>
  )
}
