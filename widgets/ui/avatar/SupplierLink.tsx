/**
 * The supplier card's link to their profile (the item page's and a booking's): photo, name,
 * rating and how many items they hire out. Its look is `supplier-link.css`, with `avatar.css`.
 */
import type { MouseEventHandler } from 'react'
import { shownRating } from '../../../shared/format/rating.ts'
import { plural } from '../../../shared/format/text.ts'
import { Avatar } from './Avatar.tsx'

export function SupplierLink({
  href,
  onClick,
  name,
  picture,
  rating,
  hires,
}: {
  href: string
  onClick?: MouseEventHandler<HTMLAnchorElement>
  name: string
  picture?: string | null | undefined
  rating?: number | null | undefined
  hires: number
}) {
  const shown = shownRating(rating)
  return (
    <a className="hire-supplier-link" href={href} onClick={onClick}>
      <Avatar picture={picture} name={name} />
      <span>
        <strong className="hire-supplier-name">{name}</strong>
        <span className="hire-supplier-meta">
          {shown ? (
            <>
              <span className="hire-visually-hidden">Rating </span>
              <span aria-hidden="true">★ </span>
              {shown} ·{' '}
            </>
          ) : null}
          {plural(hires, 'item')} for hire
        </span>
      </span>
    </a>
  )
}
