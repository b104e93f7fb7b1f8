/** /notificationhandler?bookingId&itemId&type: goes where the type leads, at once. */
import { useEffect } from 'react'
import { notificationPath } from '../../shared/domain/notifications/redirect.ts'
import { siteHref } from './go.ts'

export function Handler(props: { type?: string; bookingId?: string; itemId?: string }) {
  const target = siteHref(
    notificationPath({
      type: props.type ?? '',
      bookingId: props.bookingId ?? null,
      itemId: props.itemId ?? null,
    }),
  )
  useEffect(() => {
    window.location.replace(target)
  }, [target])
  return (
    <p className="hire-notifications__loading">
      Opening your notification… <a href={target}>Continue</a>
    </p>
  )
}
