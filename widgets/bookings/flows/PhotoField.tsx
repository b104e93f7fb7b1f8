/**
 * The report's photos: 'Add photos' (a file input, several at once), each photo with its
 * upload progress, a thumbnail once uploaded, its error if any, and Remove. The list is a
 * `createReportPhotos()` store the form owns.
 */
import { type ChangeEvent, useId, useState } from 'react'
import { mediaUrl } from '../../../shared/format/media.ts'
import type { ReportPhotos } from '../../../shared/stores/booking/report-photos.ts'
import { photoRules } from '../../../shared/stores/booking/report-photos.ts'
import { useStore } from '../../runtime/use-store.ts'

export interface PhotoFieldProps {
  photos: ReportPhotos
  required: boolean
  /** 'Please add at least 1 image' */
  error?: string | null | undefined
  errorId: string
}

export function PhotoField({ photos, required, error, errorId }: PhotoFieldProps) {
  const id = useId()
  const list = useStore(photos.$photos)
  const [notice, setNotice] = useState<string | null>(null)

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const files = Array.from(input.files ?? [])
    input.value = ''
    if (files.length === 0) return
    void photos.add(files).then(setNotice)
  }

  return (
    <fieldset
      className="flow-field flow-photos"
      aria-describedby={[`${id}-hint`, error ? errorId : ''].filter(Boolean).join(' ')}
      part="photos"
    >
      <legend>Photos of the item{required ? '' : ' (optional)'}</legend>
      <p id={`${id}-hint`} className="flow-hint">
        {required
          ? 'Add at least one photo showing the item’s condition.'
          : 'You may add photos showing the condition of what you hired.'}{' '}
        Up to {photoRules.max} photos.
      </p>
      {list.length > 0 ? (
        <ul className="flow-photo-list">
          {list.map((photo, index) => {
            const name = photo.name || `Photo ${index + 1}`
            return (
              <li key={photo.key} className="flow-photo" data-status={photo.status}>
                {photo.status === 'done' && photo.url ? (
                  <img src={mediaUrl(photo.url)} alt="" width={72} height={72} />
                ) : (
                  <span className="flow-photo-blank" aria-hidden="true" />
                )}
                <span className="flow-photo-text">
                  <span className="flow-photo-name">{name}</span>
                  {photo.status === 'uploading' ? (
                    <>
                      <progress max={100} value={photo.progress} aria-label={`Uploading ${name}`} />
                      <span className="flow-hint" aria-live="polite">
                        Uploading: {photo.progress}%
                      </span>
                    </>
                  ) : null}
                  {photo.status === 'done' ? <span className="flow-hint">Uploaded</span> : null}
                  {photo.status === 'error' ? (
                    <span className="flow-error" role="alert">
                      {photo.error}
                    </span>
                  ) : null}
                </span>
                <button
                  type="button"
                  className="hire-button flow-photo-remove"
                  aria-label={`Remove ${name}`}
                  onClick={() => photos.remove(photo.key)}
                >
                  Remove
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
      <label className="hire-button flow-file">
        Add photos
        <input
          type="file"
          accept={photoRules.types.join(',')}
          multiple
          className="hire-visually-hidden"
          onChange={choose}
        />
      </label>
      {notice ? <p className="flow-error">{notice}</p> : null}
      {error ? (
        <p id={errorId} className="flow-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
