/**
 * A grid of item cards with its states: skeleton cards while a page loads, 'No result found'
 * when the list is empty, and the error with Retry (the cards already shown stay).
 */
import type { ItemSummary } from '../../../shared/contract/catalogue/catalogue.ts'
import { messages } from '../../../shared/contract/core/messages.ts'
import { ItemCard } from '../../ui/ItemCard.tsx'
import { ItemCardSkeletons } from '../../ui/ItemCardSkeletons.tsx'
import { RetryAlert } from '../../ui/RetryAlert.tsx'

export interface ItemGridProps {
  status: 'idle' | 'loading' | 'ready' | 'error'
  list: ItemSummary[]
  error?: string | null | undefined
  /** how many skeleton cards stand in for a loading page */
  skeletons: number
  headingLevel?: 'h2' | 'h3'
  onRetry: () => void
}

export function ItemGrid(props: ItemGridProps) {
  const { status, list, error, skeletons, headingLevel = 'h3' } = props
  return (
    <>
      {list.length > 0 ? (
        <ul className="item-card-grid places-grid">
          {list.map((item) => (
            <li key={item._id}>
              <ItemCard item={item} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      ) : null}
      {status === 'loading' ? (
        <ItemCardSkeletons count={skeletons} className="places-grid" />
      ) : null}
      {status === 'ready' && list.length === 0 ? (
        <p className="places-empty">{messages.noResult}</p>
      ) : null}
      {status === 'error' ? (
        <RetryAlert
          className="places-error"
          message={error || messages.somethingWentWrong}
          onRetry={props.onRetry}
        />
      ) : null}
    </>
  )
}
