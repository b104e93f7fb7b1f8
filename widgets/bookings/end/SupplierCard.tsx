/** The supplier being reviewed: picture, name, rating and how many items they hire out. */
import type { BookingRecord } from '../../../shared/contract/booking/records.ts'
import { shownRating } from '../../../shared/format/rating.ts'
import { plural } from '../../../shared/format/text.ts'
import { Avatar } from '../../ui/avatar/Avatar.tsx'
import { supplierName } from '../format.ts'

export function SupplierCard({ booking }: { booking: BookingRecord }) {
  const detail = booking.supplierDetail
  const name = supplierName(detail, booking.supplierName)
  const rating = shownRating(detail?.rating)
  const items = detail?.totalHireItem ?? 0
  return (
    <div className="end-supplier">
      <Avatar picture={detail?.profilePicture} name={name} />
      <div>
        <p className="end-lead">{name}</p>
        <p className="end-supplier__meta">
          {rating ? `Rating ${rating} · ` : ''}
          {plural(items, 'item')} for hire
        </p>
        <p className="end-supplier__meta">{booking.itemName}</p>
      </div>
    </div>
  )
}
