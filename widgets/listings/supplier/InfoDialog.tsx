/** 'Show all info': everything about the supplier in a dialog (about, categories, every tag). */
import type { Tag } from '../../../shared/contract/catalogue/catalogue.ts'
import { Dialog } from '../../ui/Dialog.tsx'

export interface InfoDialogProps {
  name: string
  about?: string | null | undefined
  categories: { _id: string; name: string }[]
  tags: Tag[]
  onClose: () => void
}

export function InfoDialog({ name, about, categories, tags, onClose }: InfoDialogProps) {
  return (
    <Dialog
      title={`About ${name}`}
      onClose={onClose}
      closeButton
      className="hire-supplier-dialog hire-supplier-info-dialog"
    >
      {about ? <p className="hire-supplier-about">{about}</p> : null}
      {categories.length ? (
        <>
          <h3 className="hire-supplier-subtitle">Categories</h3>
          <ul className="hire-supplier-chips" aria-label="Categories">
            {categories.map((category) => (
              <li key={category._id}>{category.name}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className="hire-supplier-subtitle">Tags</h3>
      <ul className="hire-supplier-chips" aria-label="All tags">
        {tags.map((tag) => (
          <li key={tag._id}>{tag.tagName}</li>
        ))}
      </ul>
    </Dialog>
  )
}

export default InfoDialog
