/**
 * ID upload: photos of the front and back of an identity document (JPEG or PNG, with
 * progress). Done hands both to the profile form, which enables Save.
 */
import { type ChangeEvent, useId, useRef, useState } from 'react'
import type { IdPhotos } from '../../../shared/domain/account/profile-form.ts'
import { checkImage, uploadIdPhoto } from '../../../shared/stores/account/profile.ts'
import { reportError, showError } from '../../../shared/stores/core/feedback.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { UploadProgress } from './UploadProgress.tsx'
import { useUpload } from './use-upload.ts'

interface SideProps {
  label: string
  url: string
  owner: string
  onUploaded: (url: string) => void
}

function IdSide({ label, url, owner, onUploaded }: SideProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const upload = useUpload()
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0]
    event.currentTarget.value = ''
    if (!file) return
    const problem = checkImage(file, 'id')
    if (problem) {
      showError(problem, owner)
      return
    }
    try {
      onUploaded(await upload.run((progress, signal) => uploadIdPhoto(file, progress, signal)))
    } catch (error) {
      reportError(error, { owner })
    }
  }
  return (
    <fieldset className="hire-form">
      <legend className="hire-field-label">{label}</legend>
      {url ? <img src={url} alt={label} width={240} height={150} /> : null}
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png"
        className="hire-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={choose}
      />
      <div className="hire-actions">
        <button
          type="button"
          className="hire-button"
          disabled={upload.busy}
          onClick={() => input.current?.click()}
        >
          {url ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
        </button>
        {url ? <span className="hire-hint">Uploaded</span> : null}
      </div>
      <UploadProgress label={`Uploading ${label.toLowerCase()}`} percent={upload.percent} />
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
