/**
 * /payment-detail for a hirer (spec part 3 section 2.7): the saved cards with their menus,
 * 'Add card' as an inline panel (#add-card, so Back returns to the list), 'Edit card' as a
 * dialog, the payout bank details (`BankDetails`), and 'Credits and discounts'.
 */
import { useEffect, useId, useRef, useState } from 'react'
import type { Card } from '../../../shared/contract/checkout/payments.ts'
import { $addedCardId, forgetAddedCard } from '../../../shared/stores/account/cards.ts'
import { $user } from '../../../shared/stores/core/session.ts'
import { useStore } from '../../runtime/use-store.ts'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { AddCardForm } from './AddCardForm.tsx'
import { BankDetails } from './BankDetails.tsx'
import { CardList } from './CardList.tsx'
import { CardsFrame } from './CardsFrame.tsx'
import { CreditsList } from './CreditsList.tsx'
import { EditCardDialog } from './EditCardDialog.tsx'

export const addCardHash = '#add-card'

function Placeholder() {
  return (
    <>
      {['Your cards', 'Credits and discounts'].map((title) => (
        <section key={title} className="hire-cards-section" aria-busy="true">
          <h2>{title}</h2>
          <Skeleton height="3.5rem" count={2} />
        </section>
      ))}
    </>
  )
}

export function PaymentDetails() {
  const owner = useId()
  const user = useStore($user)
  const added = useStore($addedCardId)
  const [marked, setMarked] = useState<string | null>(null)
  const [panel, setPanel] = useState<'list' | 'add'>('list')
  const [editing, setEditing] = useState<Card | null>(null)
  const listHeading = useRef<HTMLHeadingElement>(null)
  const addHeading = useRef<HTMLHeadingElement>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const opened = useRef(false)
  const shown = useRef<'list' | 'add' | null>(null)

  // The card just added (in the panel or on /item/add-card) is marked here, then forgotten.
  useEffect(() => {
    if (!added) return
    setMarked(added)
    forgetAddedCard()
  }, [added])

  useEffect(() => {
    const sync = () => setPanel(window.location.hash === addCardHash ? 'add' : 'list')
    sync()
    window.addEventListener('hashchange', sync)
    return () => window.removeEventListener('hashchange', sync)
  }, [])

  useEffect(() => {
    const before = shown.current
    shown.current = panel
    if (panel === 'add') addHeading.current?.focus()
    else if (before === 'add') (marked ? listHeading : addButton).current?.focus()
  }, [panel, marked])

  const openAdd = () => {
    opened.current = true
    window.location.hash = addCardHash
  }
  const closeAdd = () => {
    if (opened.current) {
      opened.current = false
      window.history.back()
      return
    }
    window.history.replaceState(null, '', window.location.pathname + window.location.search)
    setPanel('list')
  }

  return (
    <CardsFrame owner={owner} placeholder={<Placeholder />}>
      <section className="hire-cards-section" aria-labelledby={`${owner}-cards`}>
        {panel === 'add' ? (
          <>
            <h2 id={`${owner}-cards`} ref={addHeading} tabIndex={-1}>
              Add card
            </h2>
            <AddCardForm
              owner={owner}
              onAdded={(card) => {
                setMarked(card.id)
                closeAdd()
              }}
              onCancel={closeAdd}
            />
          </>
        ) : (
          <>
            <h2 id={`${owner}-cards`} ref={listHeading} tabIndex={-1}>
              Your cards
            </h2>
            <CardList owner={owner} onEdit={setEditing} added={marked} afterDelete={listHeading} />
            <div className="hire-cards-actions">
              <button
                ref={addButton}
                type="button"
                className="hire-button hire-button-primary"
                onClick={openAdd}
              >
                Add card
              </button>
            </div>
          </>
        )}
      </section>
      <BankDetails owner={owner} />
      <CreditsList userId={user?._id ?? null} />
      {editing ? (
        <EditCardDialog card={editing} owner={owner} onClose={() => setEditing(null)} />
      ) : null}
    </CardsFrame>
  )
}

export default PaymentDetails
