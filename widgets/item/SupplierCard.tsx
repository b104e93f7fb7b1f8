/**
 * The supplier review card: photo, name, rating and how many items they hire out; it links
 * to their profile. A guest is asked to sign in first (spec part 1 section 2).
 * 'Message the supplier' lands in the chat room about this item (the same page and room as
 * the booking detail's 'Contact Supplier'); a guest signs in first, and the supplier never
 * sees it on their own item.
 */
import type { MouseEvent } from 'react'
import type { SupplierCard as Supplier } from '../../shared/contract/catalogue/items.ts'
import { chatPagePath } from '../../shared/contract/chat/page.ts'
import { needsHandover, withHandover } from '../../shared/stores/account/handover-issue.ts'
import { promptSignIn } from '../../shared/stores/core/auth-prompt.ts'
import { $signedIn, $user } from '../../shared/stores/core/session.ts'
import { useHydrated } from '../runtime/use-hydrated.ts'
import { useStore } from '../runtime/use-store.ts'
import { SupplierLink } from '../ui/avatar/SupplierLink.tsx'
import { siteLink, supplierPath } from './links.ts'

export const messageSupplierLabel = 'Message the supplier'

/** Signed in: follow the link (from a partner's page with the session); a guest signs in first. */
function follow(event: MouseEvent<HTMLAnchorElement>, signedIn: boolean, reason: string): void {
  const href = event.currentTarget.href
  if (signedIn && !needsHandover(href)) return
  event.preventDefault()
  const go = () => void withHandover(href).then((target) => window.location.assign(target))
  if (signedIn) go()
  else
    promptSignIn({ reason }).then((done) => {
      if (done) go()
    })
}

export function SupplierCard({
  supplier,
  siteBase,
  itemId,
}: {
  supplier: Supplier
  siteBase: string
  itemId: string
}) {
  const signedIn = useStore($signedIn)
  const user = useStore($user)
  // After hydration, so the first render matches the server's (which knows no user).
  const hydrated = useHydrated()
  const own = hydrated && Boolean(user?._id) && user?._id === supplier.userId
  return (
    <section className="hire-item-supplier" aria-labelledby="hire-item-supplier">
      <h2 id="hire-item-supplier">Supplier</h2>
      <SupplierLink
        href={siteLink(supplierPath(supplier.userId), siteBase)}
        onClick={(event) => follow(event, signedIn, 'Sign in to see the supplier’s profile.')}
        name={supplier.name}
        picture={supplier.profilePicture}
        rating={supplier.rating}
        hires={supplier.totalHireItem}
      />
      {!own && (
        <a
          className="hire-button hire-item-message"
          href={siteLink(chatPagePath(itemId), siteBase)}
          onClick={(event) => follow(event, signedIn, 'Sign in to message the supplier.')}
        >
          {messageSupplierLabel}
        </a>
      )}
    </section>
  )
}
