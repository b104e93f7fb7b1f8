/**
 * /listing/awaiting (spec part 3 section 2.3): 'You have N requests awaiting review', the
 * cards, and the detail modal, opened by a card or by the page's bookingID parameter (so
 * it can be linked to). A decided order leaves the list at once, and focus goes to the
 * heading (the card that opened the modal is gone).
 */
import { useEffect, useMemo } from 'react'
import { supplierMessages } from '../../shared/contract/supplier/messages.ts'
import { $awaitingCount } from '../../shared/stores/supplier/awaiting-badge.ts'
import { createOrders } from '../../shared/stores/supplier/orders.ts'
import { useStore } from '../runtime/use-store.ts'
import { OrderList } from './OrderList.tsx'
import { useReview } from './use-review.tsx'

export function AwaitingView({ owner }: { owner: string }) {
  const orders = useMemo(() => createOrders('AWAITING'), [])
  const value = useStore(orders.$list)
  const count = useStore($awaitingCount)
  const { heading, open, modal } = useReview(orders, owner, { linked: true })
  useEffect(() => {
    void orders.loadFirst()
  }, [orders])
  // A new request seen by the badge's poll shows up in the list too.
  useEffect(() => {
    if (count !== null && value.status === 'ready' && count !== value.total) void orders.loadFirst()
  }, [count])
  const shown = value.page === 0 ? (count ?? 0) : value.total
  return (
    <section className="console-section" aria-labelledby="console-awaiting-title">
      <h2 id="console-awaiting-title" ref={heading.target} tabIndex={-1}>
        {supplierMessages.awaitingHeader(shown)}
      </h2>
      <OrderList orders={orders} tab="AWAITING" onReview={open} />
      {modal}
    </section>
  )
}
