/**
 * /listing/manage-listing: the owner's listings, 10 a page with more on scroll; each card
 * with the instant badge, price per unit, name, whether it is paused ('Unavailable today',
 * 'Unavailable 24 Dec – 27 Dec') and 'Registered on {month} {day}'. '+ Add
 * new listing' passes the add-listing gate, clears the stored draft and opens step 1.
 */
import { useEffect, useState } from 'react'
import { messageOf } from '../../../shared/api/errors.ts'
import { priceLabels } from '../../../shared/domain/listings/durations.ts'
import type { GateResult } from '../../../shared/domain/listings/gate.ts'
import { showError } from '../../../shared/stores/core/feedback.ts'
import { clearDraft } from '../../../shared/stores/listings/draft.ts'
import { $sellerItems, loadSellerItems } from '../../../shared/stores/listings/manage.ts'
import { checkGate } from '../../../shared/stores/listings/wizard.ts'
import { useStore } from '../../runtime/use-store.ts'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { useLoadOnScroll } from '../../ui/use-load-on-scroll.ts'
import { GatePrompt } from '../Gate.tsx'
import { go } from '../go.ts'
import { pauseLabel } from './pause-label.ts'

const registered = (iso: string) =>
  `Registered on ${new Date(iso).toLocaleDateString('en-AU', { month: 'long', day: 'numeric' })}`

export default function ManageList({ owner }: { owner: string }) {
  const state = useStore($sellerItems)
  const end = useLoadOnScroll(true, () => loadSellerItems())
  const [gate, setGate] = useState<GateResult | null>(null)
  useEffect(() => {
    void loadSellerItems(true)
  }, [])

  async function addNew() {
    try {
      const result = await checkGate()
      if (result) return setGate(result)
      clearDraft()
      go('/listing/add-listing-1')
    } catch (error) {
      showError(messageOf(error), owner)
    }
  }

  return (
    <section className="wizard-step" aria-labelledby="manage-title">
      <div className="wizard-row">
        <h2 id="manage-title">Manage Listings</h2>
        <button
          type="button"
          className="hire-button hire-button-primary"
          onClick={() => void addNew()}
        >
          + Add new listing
        </button>
      </div>
      {gate ? <GatePrompt gate={gate} /> : null}
      {state.status === 'ready' && state.list.length === 0 ? (
        <div className="wizard-success">
          <p>Your items will appear here</p>
          <p className="wizard-hint">Add your items to get started</p>
        </div>
      ) : null}
      <ul className="manage-list">
        {state.list.map((item) => {
          const price = item.price[0]
          return (
            <li key={item._id}>
              <a
                className="manage-card"
                href={`/listing/manage-listing/${encodeURIComponent(item._id)}`}
              >
                {item.media[0] ? (
                  <img src={item.media[0].thumbnailImage || item.media[0].url} alt="" />
                ) : null}
                <span className="manage-card-body">
                  {item.instantBooking ? <span className="wizard-badge">Instant Book</span> : null}
                  <span className="wizard-review-name">{item.itemName}</span>
                  {pauseLabel(item) ? (
                    <span className="manage-card-paused">{pauseLabel(item)}</span>
                  ) : null}
                  {price ? (
                    <span>
                      ${price.amount} {priceLabels[price.type].toLowerCase()}
                    </span>
                  ) : null}
                  <span className="wizard-hint">{registered(item.created)}</span>
                </span>
              </a>
            </li>
          )
        })}
      </ul>
      {state.status === 'loading' ? <Skeleton height="6rem" count={2} /> : null}
      <div ref={end} />
    </section>
  )
}
