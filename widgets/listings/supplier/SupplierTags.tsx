/**
 * The tags of a profile page (island): the first 6 and 'Show all info', which opens every
 * tag with the about text and categories in a dialog. Without script that control is a link
 * to `?info=all`, where the server lists every tag in place (`expanded`).
 */
import { useState } from 'react'
import type { Tag } from '../../../shared/contract/catalogue/catalogue.ts'
import { useHydrated } from '../../runtime/use-hydrated.ts'
import { InfoDialog } from './InfoDialog.tsx'
import { firstTags } from './info.ts'
import { SupplierRoot } from './SupplierRoot.tsx'

export interface SupplierTagsProps {
  name: string
  tags: Tag[]
  about?: string | null
  categories?: { _id: string; name: string }[]
  /** every tag is listed (the no-script `?info=all` view) */
  expanded?: boolean
  /** where 'Show all info' goes without script */
  allHref: string
}

export function SupplierTags({
  name,
  tags,
  about,
  categories = [],
  expanded,
  allHref,
}: SupplierTagsProps) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const { shown, hidden } = firstTags(tags)
  const listed = expanded ? tags : shown
  return (
    <SupplierRoot className="hire-supplier-tags">
      {() => (
        <>
          {listed.length ? (
            <ul className="hire-supplier-chips" aria-label="Tags">
              {listed.map((tag) => (
                <li key={tag._id}>{tag.tagName}</li>
              ))}
            </ul>
          ) : (
            <p className="hire-supplier-empty">No tags yet</p>
          )}
          {hidden > 0 && !expanded ? (
            hydrated ? (
              <button
                type="button"
                className="hire-supplier-link-button"
                aria-haspopup="dialog"
                onClick={() => setOpen(true)}
              >
                Show all info
              </button>
            ) : (
              <a className="hire-supplier-link-button" href={allHref}>
                Show all info
              </a>
            )
          ) : null}
          {open ? (
            <InfoDialog
              name={name}
              about={about}
              categories={categories}
              tags={tags}
              onClose={() => setOpen(false)}
            />
          ) : null}
        </>
      )}
    </SupplierRoot>
  )
}

export default SupplierTags
