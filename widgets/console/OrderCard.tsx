/** One order card: item, hirer, dates, cost and the status tag (spec part 3 section 4). */
import type { OrderType, SupplierOrderCard } from '../../shared/contract/supplier/calls.ts'
import { cardTarget, orderTagStyle, orderTagText } from '../../shared/domain/supplier/orders.ts'
import { formatDayRange } from '../../shared/format/days.ts'
import { mediaUrl } from '../../shared/format/media.ts'
import { formatAmount } from '../../shared/format/price.ts'
import { ReviewModal } from './parts.ts'

export function OrderTag({ status }: { status: string }) {
  return (
    <span className={`hire-tag hire-tag-${orderTagStyle(status)} console-tag`}>
      <span className="hire-visually-hidden">Status: </span>
      {orderTagText(status)}
    </span>
  )
}

export function OrderCard({
  order,
  tab,
  onReview,
}: {
  order: SupplierOrderCard
  tab: OrderType
  onReview: (bookingId: string) => void
}) {
  const target = cardTarget(order, tab)
  const picture = order.media.find((media) => media.type === 1)
  const hirer = `${order.hirerDetail.firstName} ${order.hirerDetail.lastName}`.trim()
  const body = (
    <>
      {picture ? (
        <img src={mediaUrl(picture.thumbnailImage ?? picture.url)} alt="" loading="lazy" />
      ) : (
        <span className="console-card-image" aria-hidden="true" />
      )}
      <span className="console-card-text">
        <span className="console-card-name">{order.itemName}</span>
        <span className="console-card-meta">
          {formatDayRange(order.startDate, order.endDate)} · {hirer}
        </span>
        <span className="console-card-meta">{formatAmount(order.hireCost)}</span>
      </span>
      <OrderTag status={order.bookingStatus} />
    </>
  )
  return (
    <li className="console-card" part="card">
      {target.kind === 'link' ? (
        <a href={target.href} className="console-card-link">
          {body}
        </a>
      ) : (
        <button
          type="button"
          className="console-card-link"
          onClick={() => onReview(target.bookingId)}
          // The modal's chunk starts loading as the pointer or focus reaches the card.
          onPointerEnter={() => void ReviewModal.preload()}
          onFocus={() => void ReviewModal.preload()}
          aria-haspopup="dialog"
        >
          {body}
        </button>
      )}
    </li>
  )
}
