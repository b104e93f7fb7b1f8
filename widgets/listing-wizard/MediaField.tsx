/**
 * Step 2's photos and video: at most 5, at most one video, with a progress bar per upload.
 * A video's thumbnail is made in the browser and uploaded too. Removing a file deletes the
 * upload on the server. 'Photo tips' opens the tips dialog.
 */
import { useId, useRef, useState } from 'react'
import { messageOf } from '../../shared/api/errors.ts'
import type { DraftMedia } from '../../shared/domain/listings/draft.ts'
import { checkMediaAdd, isVideoFile } from '../../shared/domain/listings/rules.ts'
import { removeUpload, uploadListingFile } from '../../shared/stores/listings/wizard.ts'
import { Dialog } from '../ui/Dialog.tsx'
import { videoThumbnail } from './thumbnail.ts'

interface Pending {
  key: string
  name: string
  progress: number
}

export interface MediaFieldProps {
  media: DraftMedia[]
  onChange: (media: DraftMedia[]) => void
  onPending: (count: number) => void
  error?: string | null | undefined
}

let uploadCount = 0
const nextKey = () => {
  uploadCount += 1
  return `u${uploadCount}`
}

export function MediaField({ media, onChange, onPending, error }: MediaFieldProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [pending, setPending] = useState<Pending[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const [tips, setTips] = useState(false)
  const latest = useRef(media)
  latest.current = media

  const setProgress = (key: string, progress: number) =>
    setPending((list) => list.map((entry) => (entry.key === key ? { ...entry, progress } : entry)))

  async function add(files: File[]) {
    const issue = checkMediaAdd(latest.current, files)
    setProblem(issue)
    if (issue) return
    const jobs = files.map((file) => ({ file, key: nextKey() }))
    const next = [
      ...pending,
      ...jobs.map(({ file, key }) => ({ key, name: file.name, progress: 0 })),
    ]
    setPending(next)
    onPending(next.length)
    for (const { file, key } of jobs) {
      try {
        const video = isVideoFile(file)
        const thumb = video ? await videoThumbnail(file) : null
        const uploaded = await uploadListingFile(file, (percent) => setProgress(key, percent))
        const thumbnail = thumb ? await uploadListingFile(thumb, () => undefined) : null
        const entry: DraftMedia = {
          url: uploaded.url,
          thumbnailImage: thumbnail?.url ?? (video ? '' : uploaded.url),
          type: video ? 2 : 1,
        }
        latest.current = [...latest.current, entry]
        onChange(latest.current)
      } catch (failure) {
        setProblem(messageOf(failure))
      } finally {
        setPending((list) => {
          const rest = list.filter((entry) => entry.key !== key)
          onPending(rest.length)
          return rest
        })
      }
    }
  }

  function remove(entry: DraftMedia) {
    onChange(latest.current.filter((other) => other !== entry))
    void removeUpload(entry.url)
    if (entry.thumbnailImage && entry.thumbnailImage !== entry.url) {
      void removeUpload(entry.thumbnailImage)
    }
  }

  const shown = problem ?? error
  return (
    <fieldset className="wizard-group">
      <legend>Photos and video</legend>
      <p className="wizard-hint">
        Up to 5 files, one of them a video. Pictures are needed.{' '}
        <button type="button" className="wizard-link" onClick={() => setTips(true)}>
          Photo tips
        </button>
      </p>
      <ul className="wizard-media">
        {media.map((entry) => (
          <li key={entry.url}>
            <img
              src={entry.thumbnailImage || entry.url}
              alt={entry.type === 2 ? 'Video' : 'Photo'}
            />
            <button
              type="button"
              className="hire-button"
              aria-label={`Remove ${entry.type === 2 ? 'video' : 'photo'}`}
              onClick={() => remove(entry)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {pending.map((entry) => (
        <div key={entry.key} className="wizard-upload">
          <span>{entry.name}</span>
          <progress max={100} value={entry.progress} aria-label={`Uploading ${entry.name}`} />
        </div>
      ))}
      <label htmlFor={id} className="hire-button wizard-file">
        Add photos or video
      </label>
      <input
        ref={input}
        id={id}
        className="hire-visually-hidden"
        type="file"
        // The message below belongs to this control: read with it, and where Continue
        // sends focus when there is no photo.
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        multiple
        accept="image/*,.mp4,.mov,.wmv,.avi,.flv,.f4v,.swf,.mkv"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? [])
          event.currentTarget.value = ''
          void add(files)
        }}
      />
      {shown ? (
        <p id={`${id}-error`} className="wizard-error" role="alert">
          {shown}
        </p>
      ) : null}
      {tips ? (
        <Dialog title="Photo tips" onClose={() => setTips(false)} closeButton>
          <ul>
            <li>Take photos in daylight, with the whole item in view.</li>
            <li>Show the item from several sides and any wear worth knowing about.</li>
            <li>Add what comes with it (paddles, straps, chargers) in one picture.</li>
            <li>A short video shows an experience best.</li>
          </ul>
        </Dialog>
      ) : null}
    </fieldset>
  )
}
