/**
 * One side of the ID: choose a JPEG or PNG, watch it upload (progress bar and percentage),
 * see it, replace or remove it. The file input stays a real, focusable input (visually
 * hidden behind its label) so keyboards and screen readers reach it.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { mediaRules } from '../../../../shared/contract/core/media.ts'
import type { Upload } from '../../../../shared/stores/lib/uploads.ts'
import { useStore } from '../../../runtime/use-store.ts'

export interface PhotoSlotProps {
  /** e.g. 'Front of your ID' */
  label: string
  upload: Upload
  onChanged: () => void
  onRemove: () => void
}

export function PhotoSlot({ label, upload, onChanged, onRemove }: PhotoSlotProps) {
  const id = useId()
  const state = useStore(upload.$upload)
  const input = useRef<HTMLInputElement>(null)
  const [preview, setPreview] = useState<string | null>(null)
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])

  const choose = (file: File | undefined) => {
    if (!file) return
    setPreview(mediaRules.idTypes.includes(file.type as never) ? URL.createObjectURL(file) : null)
    onChanged()
    void upload.start(file)
    if (input.current) input.current.value = ''
  }

  const shownImage =
    state.status === 'done'
      ? (state.media?.url ?? preview)
      : state.status === 'uploading'
        ? preview
        : null
  const lower = label.charAt(0).toLowerCase() + label.slice(1)

  return (
    <section className="hire-photo-slot" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="hire-section-title">
        {label}
      </h2>
      <div className="hire-photo-frame">
        {shownImage ? (
          <img src={shownImage} alt={label} />
        ) : (
          <p className="hire-muted">No photo yet</p>
        )}
      </div>
      {state.status === 'uploading' ? (
        <div className="hire-progress">
          <progress
            id={`${id}-progress`}
            max={100}
            value={state.progress}
            aria-label={`Uploading ${lower}`}
          />
          <span aria-hidden="true">{state.progress}%</span>
        </div>
      ) : null}
      <p className="hire-visually-hidden" role="status" aria-live="polite">
        {state.status === 'uploading'
          ? `Uploading ${lower}`
          : state.status === 'done' && preview
            ? `${label} uploaded`
            : ''}
      </p>
      {state.status === 'error' ? (
        <p className="hire-field-error" role="alert">
          {state.error}
        </p>
      ) : null}
      <div className="hire-photo-actions">
        <span className="hire-file">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={mediaRules.idTypes.join(',')}
            className="hire-visually-hidden"
            onChange={(event) => choose(event.currentTarget.files?.[0])}
          />
          <label htmlFor={`${id}-file`} className="hire-button">
            {state.status === 'done' ? 'Replace' : 'Choose photo'}
            <span className="hire-visually-hidden"> for the {lower} (JPEG or PNG)</span>
          </label>
        </span>
        {state.status === 'done' || state.status === 'uploading' ? (
          <button
            type="button"
            className="hire-button"
            onClick={() => {
              upload.show(null)
              setPreview(null)
              onRemove()
            }}
          >
            {state.status === 'uploading' ? 'Cancel' : 'Remove'}
            <span className="hire-visually-hidden"> {lower}</span>
          </button>
        ) : null}
      </div>
    </section>
  )
}
