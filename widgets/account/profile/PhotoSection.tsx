/**
 * The profile photo: upload a new one (any image up to 51 MB, with progress) or remove it
 * (PATCH /user/profile-picture, and the file is deleted with DELETE /media).
 */
import { type ChangeEvent, useId, useRef, useState } from 'react'
import type { AccountUser } from '../../../shared/contract/account/profile.ts'
import { mediaUrl } from '../../../shared/format/media.ts'
import {
  checkImage,
  removeProfilePicture,
  uploadProfilePicture,
} from '../../../shared/stores/account/profile.ts'
import { reportError, showError, showSuccess } from '../../../shared/stores/core/feedback.ts'
import { UploadProgress } from './UploadProgress.tsx'
import { useUpload } from './use-upload.ts'

export const photoMessages = {
  uploaded: 'Successfully Updated',
  removed: 'Successfully Updated',
} as const

export function PhotoSection({ user, owner }: { user: AccountUser; owner: string }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const upload = useUpload()
  const [removing, setRemoving] = useState(false)
  const initial = (user.firstName || user.email || '?').charAt(0).toUpperCase()

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0]
    event.currentTarget.value = ''
    if (!file) return
    const problem = checkImage(file, 'picture')
    if (problem) {
      showError(problem, owner)
      return
    }
    try {
      await upload.run((progress, signal) => uploadProfilePicture(file, progress, signal))
      showSuccess(photoMessages.uploaded, owner)
    } catch (error) {
      reportError(error, { owner })
    }
  }
  const remove = async () => {
    setRemoving(true)
    try {
      await removeProfilePicture()
      showSuccess(photoMessages.removed, owner)
    } catch (error) {
      reportError(error, { owner })
    } finally {
      setRemoving(false)
    }
  }

  return (
    <section className="hire-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Profile photo</h2>
      <div className="hire-photo">
        {user.profilePicture ? (
          <img
            className="hire-avatar"
            src={mediaUrl(user.profilePicture)}
            alt={`${user.firstName} ${user.lastName}`.trim()}
            width={96}
            height={96}
          />
        ) : (
          <span className="hire-avatar" role="img" aria-label="No profile photo">
            {initial}
          </span>
        )}
        <div className="hire-form">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept="image/*"
            className="hire-visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={choose}
          />
          <div className="hire-actions">
            <button
              type="button"
              className="hire-button hire-button-primary"
              disabled={upload.busy}
              onClick={() => input.current?.click()}
            >
              {user.profilePicture ? 'Change photo' : 'Upload photo'}
            </button>
            {user.profilePicture ? (
              <button
                type="button"
                className="hire-button"
                disabled={upload.busy || removing}
                onClick={() => void remove()}
              >
                Remove photo
              </button>
            ) : null}
          </div>
          <UploadProgress label="Uploading photo" percent={upload.percent} />
        </div>
      </div>
    </section>
  )
}
