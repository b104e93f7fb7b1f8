/**
 * The upload half of the photo and ID sections: a hidden file input opened by a button,
 * the file checked (type, size) before anything is sent, then uploaded with a progress bar;
 * a refused file or a failed upload shows as an error toast. `extra` sits beside the button
 * (Remove photo, 'Uploaded') and is told whether an upload is running.
 */
import { type ChangeEvent, type ReactNode, useId, useRef } from 'react'
import { checkImage } from '../../../shared/stores/account/profile.ts'
import { reportError, showError } from '../../../shared/stores/core/feedback.ts'
import { UploadProgress } from './UploadProgress.tsx'
import { type UploadTask, useUpload } from './use-upload.ts'

export interface ImageUploadProps<T> {
  kind: 'picture' | 'id'
  accept: string
  owner: string
  upload: (file: File, ...task: Parameters<UploadTask<T>>) => Promise<T>
  onUploaded: (result: T) => void
  /** the button's text and class */
  action: string
  primary?: boolean
  /** what the progress bar is called ('Uploading photo') */
  progress: string
  extra?: (busy: boolean) => ReactNode
}

export function ImageUpload<T>(props: ImageUploadProps<T>) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const upload = useUpload()
  const { owner } = props

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0]
    event.currentTarget.value = ''
    if (!file) return
    const problem = checkImage(file, props.kind)
    if (problem) {
      showError(problem, owner)
      return
    }
    try {
      props.onUploaded(await upload.run((progress, signal) => props.upload(file, progress, signal)))
    } catch (error) {
      reportError(error, { owner })
    }
  }

  return (
    <>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept={props.accept}
        className="hire-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={choose}
      />
      <div className="hire-actions">
        <button
          type="button"
          className={props.primary ? 'hire-button hire-button-primary' : 'hire-button'}
          disabled={upload.busy}
          onClick={() => input.current?.click()}
        >
          {props.action}
        </button>
        {props.extra?.(upload.busy)}
      </div>
      <UploadProgress label={props.progress} percent={upload.percent} />
    </>
  )
}
