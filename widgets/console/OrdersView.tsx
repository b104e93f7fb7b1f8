/**
 * /listing (spec part 3 section 2.2): the Active, Upcoming, History and All tabs, 10 a page
 * with infinite scroll, the total revenue and 'Manage Listings'. On Upcoming an instant
 * booking opens the review modal, which can only decline it; the declined card leaves the
 * list at once and focus goes to the heading.
 */
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react'
import type { OrderType } from '../../shared/contract/supplier/calls.ts'
import { supplierMessages } from '../../shared/contract/supplier/messages.ts'
import { manageListingsEnabled } from '../../shared/domain/supplier/orders.ts'
import { formatAmount } from '../../shared/format/price.ts'
import { $session } from '../../shared/stores/core/session.ts'
import { createOrders, type Orders } from '../../shared/stores/supplier/orders.ts'
import { useStore } from '../runtime/use-store.ts'
import { OrderList } from './OrderList.tsx'
import { consolePaths } from './paths.ts'
import { useReview } from './use-review.tsx'

const tabs: { type: OrderType; label: string }[] = [
  { type: 'ACTIVE', label: 'Active' },
  { type: 'UPCOMMING', label: 'Upcoming' },
  { type: 'HISTORY', label: 'History' },
  { type: 'ALL', label: 'All' },
]

export function OrdersView({ owner }: { owner: string }) {
  const [tab, setTab] = useState<OrderType>('ACTIVE')
  const lists = useRef<Partial<Record<OrderType, Orders>>>({})
  const orders = useMemo(() => {
    lists.current[tab] ??= createOrders(tab)
    return lists.current[tab]
  }, [tab])
  const { heading, open, modal } = useReview(orders, owner, { reload: true })
  const revenue = useStore(orders.$totalRevenue)
  const session = useStore($session)
  useEffect(() => {
    if (orders.$list.get().status === 'idle') void orders.loadFirst()
  }, [orders])
  const manageEnabled = manageListingsEnabled(session.isGuestUser ?? '0')
  // WAI-ARIA tabs: the chosen tab is the list's one Tab stop; Left and Right (wrapping), Home
  // and End move to a tab and choose it. Written out here rather than shared with the story
  // tabs: a module in ui/ would join every widget's runtime, and the console has no room.
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((entry) => entry.type === tab)
    const to = { ArrowRight: at + 1, ArrowLeft: at + 3, Home: 0, End: 3 }[event.key]
    if (to === undefined) return
    event.preventDefault()
    const target = event.currentTarget.children[to % 4] as HTMLElement
    target.focus()
    target.click()
  }

  return (
    <section className="console-section" aria-labelledby="console-orders-title">
      <div className="console-head">
        <h2 id="console-orders-title" ref={heading.target} tabIndex={-1}>
          Orders
        </h2>
        <a
          className={`hire-button${manageEnabled ? '' : ' console-disabled'}`}
          href={manageEnabled ? consolePaths.manageListings : undefined}
          aria-disabled={manageEnabled ? undefined : 'true'}
          role={manageEnabled ? undefined : 'link'}
        >
          {supplierMessages.manageListings}
        </a>
      </div>
      <p className="console-revenue" part="revenue">
        Total revenue: <strong>{revenue === null ? '…' : formatAmount(revenue)}</strong>
      </p>
      <div className="console-tabs" role="tablist" aria-label="Orders" onKeyDown={onTabKey}>
        {tabs.map((entry) => (
          <button
            key={entry.type}
            type="button"
            role="tab"
            id={`console-tab-${entry.type}`}
            aria-selected={entry.type === tab}
            aria-controls="console-tab-panel"
            tabIndex={entry.type === tab ? 0 : -1}
            onClick={() => setTab(entry.type)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div id="console-tab-panel" role="tabpanel" aria-labelledby={`console-tab-${tab}`}>
        <OrderList orders={orders} tab={tab} onReview={open} />
      </div>
      {modal}
    </section>
  )
}
