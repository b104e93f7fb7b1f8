/**
 * The supplier review card: photo, name, rating and how many items they hire out; it links
 * to their profile. A guest is asked to sign in first (spec part 1 section 2).
 */
import type { MouseEvent } from 'react'
import type { SupplierCard as Supplier } from '../../shared/contract/catalogue/items.ts'
import { mediaUrl } from '../../shared/format/media.ts'
import { formatRating } from '../../shared/format/rating.ts'
import { promptSignIn } from '../../shared/stores/core/auth-prompt.ts'
import { $signedIn } from '../../shared/stores/core/session.ts'
import { useStore } from '../runtime/use-store.ts'
import { siteLink, supplierPath } from './links.ts'

export function SupplierCard({ supplier, siteBase }: { supplier: Supplier; siteBase: string }) {
  const signedIn = useStore($signedIn)
  const href = siteLink(supplierPath(supplier.userId), siteBase)
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (signedIn) return
    event.preventDefault()
    promptSignIn({ reason: 'Sign in to see the supplier’s profile.' }).then((done) => {
      if (done) window.location.assign(href)
    })
  }
  const hires = supplier.totalHireItem
  return (
    <section className="hire-item-supplier" aria-labelledby="hire-item-supplier">
      <h2 id="hire-item-supplier">Supplier</h2>
      <a className="hire-item-supplier-link" href={href} onClick={open}>
        {supplier.profilePicture ? (
          <img src={mediaUrl(supplier.profilePicture)} alt="" width="56" height="56" />
        ) : (
          <span className="hire-item-avatar" aria-hidden="true">
            {supplier.name.charAt(0)}
          </span>
        )}
        <span>
          <strong className="hire-item-supplier-name">{supplier.name}</strong>
          <span className="hire-item-supplier-meta">
            <span className="hire-visually-hidden">Rating </span>
            <span aria-hidden="true">★ </span>
            {formatRating(supplier.rating)} · {hires} {hires === 1 ? 'item' : 'items'} for hire
          </span>
        </span>
      </a>
    </section>
  )
}
