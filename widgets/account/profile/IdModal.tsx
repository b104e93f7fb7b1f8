/**
 * ID upload: photos of the front and back of an identity document (JPEG or PNG, with
 * progress). Done hands both to the profile form, which enables Save.
 */
import { useState } from 'react'
import type { IdPhotos } from '../../../shared/domain/account/profile-form.ts'
import { uploadIdPhoto } from '../../../shared/stores/account/profile.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { ImageUpload } from './ImageUpload.tsx'

interface SideProps {
  label: string
  url: string
  owner: string
  onUploaded: (url: string) => void
}

function IdSide({ label, url, owner, onUploaded }: SideProps) {
  const side = label.toLowerCase()
  return (
    <fieldset className="hire-form">
      <legend className="hire-field-label">{label}</legend>
      {url ? <img src={url} alt={label} width={240} height={150} /> : null}
      <ImageUpload
        kind="id"
        accept="image/jpeg,image/png"
        owner={owner}
        upload={uploadIdPhoto}
        onUploaded={onUploaded}
        action={url ? `Replace ${side}` : `Upload ${side}`}
        progress={`Uploading ${side}`}
        extra={() => (url ? <span className="hire-hint">Uploaded</span> : null)}
      />
    </fieldset>
  )
}

export interface IdModalProps {
  owner: string
  onClose: () => void
  onDone: (photos: IdPhotos) => void
}

export function IdModal({ owner, onClose, onDone }: IdModalProps) {
  const [photos, setPhotos] = useState<IdPhotos>({ front: '', back: '' })
  const complete = Boolean(photos.front && photos.back)
  return (
    <Dialog title="Upload your ID" className="hire-profile" onClose={onClose}>
      <p className="hire-hint">
        Add clear photos of both sides of your driver licence or another photo ID (JPEG or PNG).
      </p>
      <div className="hire-form">
        <IdSide
          label="Front of ID"
          url={photos.front}
          owner={owner}
          onUploaded={(front) => setPhotos((current) => ({ ...current, front }))}
        />
        <IdSide
          label="Back of ID"
          url={photos.back}
          owner={owner}
          onUploaded={(back) => setPhotos((current) => ({ ...current, back }))}
        />
      </div>
      <div className="hire-dialog-actions">
        <button type="button" className="hire-button" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="hire-button hire-button-primary"
          disabled={!complete}
          onClick={() => onDone(photos)}
        >
          Done
        </button>
      </div>
    </Dialog>
  )
}
