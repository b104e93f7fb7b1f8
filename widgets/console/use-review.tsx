/**
 * The review modal over a list of orders: `open(bookingId)` shows an order's review
 * (`parts.ts`). A decided order leaves the list at once and focus goes to the list's
 * heading (`heading.target`) once the modal has closed: the card that opened it is gone.
 * `reload` loads the list again after a decision; `linked` keeps the order under review in
 * the page's `bookingID` parameter, so the review can be linked to and opens from it.
 */
import { useEffect, useState } from 'react'
import type { Orders } from '../../shared/stores/supplier/orders.ts'
import { ReviewModal } from './parts.ts'
import { useFocusLater } from './use-focus-later.ts'

function setLinkedBooking(bookingId: string | null) {
  try {
    const url = new URL(window.location.href)
    if (bookingId) url.searchParams.set('bookingID', bookingId)
    else url.searchParams.delete('bookingID')
    window.history.replaceState(window.history.state, '', url)
  } catch {
    // a sandboxed frame may refuse: the modal still opens
  }
}

export function useReview(
  orders: Orders,
  owner: string,
  { reload, linked }: { reload?: boolean; linked?: boolean },
) {
  const [reviewing, setReviewing] = useState<string | null>(null)
  const heading = useFocusLater<HTMLHeadingElement>()
  // Only in the browser: the review a link asks for.
  useEffect(() => {
    if (linked) setReviewing(new URLSearchParams(window.location.search).get('bookingID'))
  }, [])
  const open = (bookingId: string | null) => {
    setReviewing(bookingId)
    if (linked) setLinkedBooking(bookingId)
  }
  const modal = reviewing ? (
    <ReviewModal
      bookingId={reviewing}
      owner={owner}
      onClose={() => open(null)}
      onDecided={(bookingId) => {
        orders.remove(bookingId)
        open(null)
        heading.later()
        if (reload) void orders.loadFirst()
      }}
    />
  ) : null
  return { heading, open, modal }
}
