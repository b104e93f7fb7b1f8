/**
 * /booking/success (spec part 2 section 2): the item is returned. 'Great !' is the page's
 * heading; this island says what happened, offers Continue to /booking/current and suggests
 * items (the shared item card). Rendered on the server with the suggestions the page
 * fetched, so it reads the same without JavaScript.
 */
import { useId } from 'react'
import { bookingNotices } from '../../../shared/contract/booking/messages.ts'
import type { ItemSummary } from '../../../shared/contract/catalogue/catalogue.ts'
import { ItemCard } from '../../ui/ItemCard.tsx'
import { Frame } from './Frame.tsx'
import { paths } from './paths.ts'

export interface SuccessScreenProps {
  items?: ItemSummary[]
}

export const suggestionsTitle = 'You may also like'

export function SuccessScreen({ items = [] }: SuccessScreenProps) {
  const owner = useId()
  return (
    <Frame owner={owner}>
      {() => (
        <div className="end-success">
          <section className="end-section end-success__done">
            <p className="end-lead">{bookingNotices.itemReturned}</p>
            <p>Thank you for hiring with us. Your supplier will confirm the return soon.</p>
            <div className="end-actions">
              <a className="hire-button hire-button-primary" href={paths.current}>
                Continue
              </a>
            </div>
          </section>
          {items.length > 0 ? (
            <section className="end-suggestions" aria-labelledby={`${owner}-suggested`}>
              <h2 id={`${owner}-suggested`}>{suggestionsTitle}</h2>
              <ul className="end-grid">
                {items.map((item) => (
                  <li key={item._id}>
                    <ItemCard item={item} headingLevel="h3" />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      )}
    </Frame>
  )
}

export default SuccessScreen
