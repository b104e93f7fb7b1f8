/**
 * The signed-in user's saved cards as a single-choice list, with 'Add card'. Used by every
 * screen that takes a payment (checkout, standard deposit, change request, overdue, tip).
 * The card just added (here, in the inline dialog, or on the page 'Add card' leads to) is
 * selected through `onSelect` as soon as the list has it, and so is a lone saved card.
 *
 * The add form (the provider's card fields) is a chunk of its own, fetched when 'Add card' is
 * pointed at, focused or pressed, or at once when there is no saved card to pick: a payment
 * screen (the checkout in place on a partner's page) does not carry it until it is wanted.
 */
import { type ReactNode, useEffect, useId, useState } from 'react'
import type { Card } from '../../../shared/contract/checkout/payments.ts'
import {
  $addedCardId,
  $cards,
  forgetAddedCard,
  loadCards,
} from '../../../shared/stores/account/cards.ts'
import { useStore } from '../../runtime/use-store.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { lazyPart } from '../../ui/lazy-part.tsx'
import cardsCss from './cards.css?inline'
import { ListFailed, ListLoading } from './ListState.tsx'
import { cardExpiryLabel, cardLabel } from './labels.ts'

export interface CardPickerProps {
  /** the chosen card's id, or null */
  selected: string | null
  onSelect: (card: Card) => void
  /** where 'Add card' leads (e.g. /item/add-card?back=…); the card added there is selected on return */
  addCardHref?: string
  /** accessible name of the group, e.g. 'Pay with' */
  label?: string
  /** a message for the group, e.g. checkCardChosen()'s 'Please select the card from list…' */
  error?: string | null
  /** owner id of the widget's feedback layer */
  owner?: string
}

export const noSavedCards = 'You have no saved cards yet.'

// The skeleton is about the form's height (name, card fields, buttons): the dialog does not jump.
const AddCardForm = lazyPart(
  () => import('./AddCardForm.tsx').then((module) => module.AddCardForm),
  {
    skeleton: '15rem',
  },
)
const preloadForm = () => void AddCardForm.preload().catch(() => undefined)

export function CardPicker({
  selected,
  onSelect,
  addCardHref,
  label = 'Pay with',
  error,
  owner,
}: CardPickerProps) {
  const id = useId()
  const cards = useStore($cards)
  const added = useStore($addedCardId)
  const [adding, setAdding] = useState(false)

  useEffect(() => {
    if (!added || cards.status !== 'ready') return
    const card = cards.list.find((item) => item.id === added)
    if (!card) return
    forgetAddedCard()
    onSelect(card)
  }, [added, cards, onSelect])

  // A hirer with one saved card pays with it: it starts chosen. With more, the hirer picks
  // (the pay screens ask 'Please select the card from list…' until they do).
  const onlyCard = cards.status === 'ready' && cards.list.length === 1 ? cards.list[0] : null
  useEffect(() => {
    if (onlyCard && selected === null && !added) onSelect(onlyCard)
  }, [onlyCard, selected, added, onSelect])

  const noCards = cards.status === 'ready' && cards.list.length === 0
  useEffect(() => {
    if (noCards) preloadForm()
  }, [noCards])

  let body: ReactNode
  if (cards.status === 'error' && cards.list.length === 0) {
    body = <ListFailed message={cards.error} retry={() => void loadCards()} />
  } else if (cards.status !== 'ready' && cards.list.length === 0) {
    body = <ListLoading label="Loading your cards" />
  } else if (cards.list.length === 0) {
    body = <p className="hire-cards-hint">{noSavedCards}</p>
  } else {
    body = cards.list.map((card) => (
      <label key={card.id} className="hire-card-option">
        <input
          type="radio"
          name={`${id}-card`}
          value={card.id}
          checked={selected === card.id}
          onChange={() => onSelect(card)}
        />
        <span className="hire-card-summary">
          <span className="hire-card-name">{cardLabel(card)}</span>
          <span className="hire-card-meta">
            {card.name} · {cardExpiryLabel(card)}
          </span>
        </span>
      </label>
    ))
  }

  return (
    <fieldset className="hire-card-picker" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      <style>{cardsCss}</style>
      {body}
      {error ? (
        <p id={`${id}-error`} className="hire-cards-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="hire-cards-actions">
        {addCardHref ? (
          <a className="hire-button" href={addCardHref}>
            Add card
          </a>
        ) : (
          <button
            type="button"
            className="hire-button"
            onPointerEnter={preloadForm}
            onFocus={preloadForm}
            onClick={() => setAdding(true)}
          >
            Add card
          </button>
        )}
      </div>
      {adding ? (
        <Dialog title="Add card" onClose={() => setAdding(false)} className="hire-cards-dialog">
          <AddCardForm
            owner={owner}
            onAdded={() => setAdding(false)}
            onCancel={() => setAdding(false)}
          />
        </Dialog>
      ) : null}
    </fieldset>
  )
}

export default CardPicker
