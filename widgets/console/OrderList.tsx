/**
 * A list of order cards with infinite scroll: the next page loads as the end of the list
 * comes near, and a 'Load more' button does the same for keyboards and browsers without
 * IntersectionObserver. Empty: 'No orders yet'.
 */
import type { OrderType } from '../../shared/contract/supplier/calls.ts'
import { supplierMessages } from '../../shared/contract/supplier/messages.ts'
import type { Orders } from '../../shared/stores/supplier/orders.ts'
import { useStore } from '../runtime/use-store.ts'
import { RetryAlert } from '../ui/RetryAlert.tsx'
import { LoadingStatus, Skeleton } from '../ui/Skeleton.tsx'
import { useLoadOnScroll } from '../ui/use-load-on-scroll.ts'
import { OrderCard } from './OrderCard.tsx'

export function OrderList({
  orders,
  tab,
  onReview,
}: {
  orders: Orders
  tab: OrderType
  onReview: (bookingId: string) => void
}) {
  const value = useStore(orders.$list)
  // Watched once the first page is shown: the end marker is not there before.
  const end = useLoadOnScroll(
    value.page > 0 && value.status === 'ready' && !value.done,
    orders.loadMore,
    orders,
  )

  if (value.page === 0 && value.status !== 'error') {
    return (
      <LoadingStatus label="Loading orders">
        <Skeleton height="5rem" count={3} />
      </LoadingStatus>
    )
  }
  return (
    <>
      {value.list.length === 0 && value.status === 'ready' && (
        <p className="console-empty" part="empty">
          {supplierMessages.noOrders}
        </p>
      )}
      <ul className="console-cards">
        {value.list.map((order) => (
          <OrderCard key={order._id} order={order} tab={tab} onReview={onReview} />
        ))}
      </ul>
      {value.status === 'error' && (
        <RetryAlert
          className="console-error"
          message={value.error}
          onRetry={() => void orders.retry()}
        />
      )}
      <div ref={end} />
      {!value.done && value.status === 'ready' && (
        <button type="button" className="hire-button" onClick={() => void orders.loadMore()}>
          Load more
        </button>
      )}
    </>
  )
}
