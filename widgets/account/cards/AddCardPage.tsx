/**
 * /item/add-card: the add card form on its own page. Saving or cancelling returns to the
 * same-site path in `back` (checkout, by default /payment-detail), where the card just
 * added is selected (CardPicker reads it from the cards store).
 */
import { useId } from 'react'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { AddCardForm } from './AddCardForm.tsx'
import { CardsFrame } from './CardsFrame.tsx'
import { CheckoutItem } from './CheckoutItem.tsx'
import { safeBack } from './labels.ts'

export interface AddCardPageProps {
  /** where to return: a path on this site; anything else returns to /payment-detail */
  back?: string | null
  /** the page already shows the item; otherwise a checkout's item is shown from its session */
  itemShown?: boolean
  /** how to leave the page (tests pass a spy) */
  navigate?: (path: string) => void
}

const leave = (path: string) => window.location.assign(path)

export function AddCardPage({ back, itemShown = false, navigate = leave }: AddCardPageProps) {
  const owner = useId()
  const target = safeBack(back)
  return (
    <CardsFrame
      owner={owner}
      placeholder={
        <section className="hire-cards-section" aria-busy="true">
          <h2>Card details</h2>
          <Skeleton height="2.75rem" count={3} />
        </section>
      }
    >
      {itemShown || !target.startsWith('/item/booking') ? null : <CheckoutItem />}
      <section className="hire-cards-section" aria-labelledby={`${owner}-title`}>
        <h2 id={`${owner}-title`}>Card details</h2>
        <AddCardForm
          owner={owner}
          onAdded={() => navigate(target)}
          onCancel={() => navigate(target)}
        />
      </section>
    </CardsFrame>
  )
}

export default AddCardPage
