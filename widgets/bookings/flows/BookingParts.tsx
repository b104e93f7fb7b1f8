/**
 * Parts every flow page shows: the booking it is about (image, name, dates), the loading
 * and error states of the booking, and a notice with a way on when the flow cannot go on.
 */
import type { ReactNode } from 'react'
import type { BookingRecord } from '../../../shared/contract/booking/records.ts'
import { mediaUrl } from '../../../shared/format/media.ts'
import type { BookingDetailState } from '../../../shared/stores/booking/detail.ts'
import { FlowSkeleton } from './FlowFrame.tsx'
import { formatPeriod } from './format.ts'
import { flowPaths } from './navigate.ts'

export function BookingSummary({ booking }: { booking: BookingRecord }) {
  const image = booking.media?.[0] ?? booking.item?.media?.[0]
  const src = mediaUrl(image?.thumbnailImage || image?.url)
  return (
    <div className="flow-summary" part="summary">
      {src ? <img src={src} alt="" width={96} height={72} loading="lazy" /> : null}
      <div>
        <p className="flow-summary-name">{booking.itemName || booking.item?.itemName}</p>
        <p className="flow-summary-dates">{formatPeriod(booking)}</p>
      </div>
    </div>
  )
}

export interface FlowLink {
  href: string
  label: string
  primary?: boolean
}

/** A message the flow stops on, with links to go on from there. */
export interface FlowNoticeProps {
  message: string
  links?: FlowLink[]
  alert?: boolean
  children?: ReactNode
}

export function FlowNotice({
  message,
  links = [{ href: flowPaths.current, label: 'Back to my bookings' }],
  alert = false,
  children,
}: FlowNoticeProps) {
  return (
    <div className="flow-state" role={alert ? 'alert' : undefined}>
      <p>{message}</p>
      {children}
      <div className="flow-actions">
        {links.map((link) => (
          <a
            key={link.href}
            className={`hire-button${link.primary ? ' hire-button-primary' : ''}`}
            href={link.href}
          >
            {link.label}
          </a>
        ))}
      </div>
    </div>
  )
}

/** The booking once loaded; its skeleton meanwhile; the server's message if it failed. */
export function WithBooking({
  state,
  children,
}: {
  state: BookingDetailState
  children: (booking: BookingRecord) => ReactNode
}) {
  if (state.status === 'ready') return <>{children(state.booking)}</>
  if (state.status === 'error') return <FlowNotice message={state.message} alert />
  return <FlowSkeleton />
}
