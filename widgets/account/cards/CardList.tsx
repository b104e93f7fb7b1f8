/**
 * The saved cards on /payment-detail: each with its last four digits, name and expiry, and
 * its menu (Edit card, Delete card with a No/Yes confirmation). Skeletons while loading, an
 * empty state, and a failed load with Try again. The card just added is marked.
 */
import type { RefObject } from 'react'
import { bookingApiMessages } from '../../../shared/contract/booking/messages.ts'
import type { Card } from '../../../shared/contract/checkout/payments.ts'
import { $cards, deleteCard, loadCards } from '../../../shared/stores/account/cards.ts'
import { confirmAction, reportError, showSuccess } from '../../../shared/stores/core/feedback.ts'
import { useStore } from '../../runtime/use-store.ts'
import { CardMenu } from './CardMenu.tsx'
import { ListFailed, ListLoading } from './ListState.tsx'
import { cardExpiryLabel, cardLabel } from './labels.ts'

export const noCardsText = 'You have no saved cards yet. Add a card to pay for your hires.'

export interface CardListProps {
  owner: string
  onEdit: (card: Card) => void
  /** the card to mark as just added */
  added: string | null
  /** where focus goes once a card is deleted (its menu button is gone) */
  afterDelete?: RefObject<HTMLElement | null>
}

export function CardList({ owner, onEdit, added, afterDelete }: CardListProps) {
  const cards = useStore($cards)

  const remove = async (card: Card) => {
    const yes = await confirmAction(`Delete the card ending in ${card.last4}?`, {
      title: 'Delete card',
      owner,
    })
    if (!yes) return
    try {
      await deleteCard(card.id)
      afterDelete?.current?.focus()
      showSuccess(bookingApiMessages.cardDeleted, owner)
    } catch (error) {
      reportError(error, { owner })
    }
  }

  if (cards.status === 'error' && cards.list.length === 0) {
    return <ListFailed message={cards.error} retry={() => void loadCards()} />
  }
  if (cards.status !== 'ready' && cards.list.length === 0) {
    return <ListLoading label="Loading your cards" />
  }
  if (cards.list.length === 0) return <p className="hire-cards-hint">{noCardsText}</p>
  return (
    <ul className="hire-cards-list">
      {cards.list.map((card) => (
        <li
          key={card.id}
          className="hire-cards-item"
          data-added={card.id === added ? '' : undefined}
        >
          <div className="hire-card-summary">
            <span className="hire-card-name">{cardLabel(card)}</span>
            <span className="hire-card-meta">
              {card.name} · {cardExpiryLabel(card)}
            </span>
            {card.id === added ? <span className="hire-card-badge">Just added</span> : null}
          </div>
          <CardMenu card={card} onEdit={onEdit} onDelete={(chosen) => void remove(chosen)} />
        </li>
      ))}
    </ul>
  )
}
