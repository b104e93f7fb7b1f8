/**
 * The profile photo: upload a new one (any image up to 51 MB, with progress) or remove it
 * (PATCH /user/profile-picture, and the file is deleted with DELETE /media).
 */
import { useId } from 'react'
import type { AccountUser } from '../../../shared/contract/account/profile.ts'
import { mediaUrl } from '../../../shared/format/media.ts'
import {
  removeProfilePicture,
  uploadProfilePicture,
} from '../../../shared/stores/account/profile.ts'
import { showSuccess } from '../../../shared/stores/core/feedback.ts'
import { ImageUpload } from './ImageUpload.tsx'
import { useChangeTask } from './use-change-task.ts'

export const photoMessages = {
  uploaded: 'Successfully Updated',
  removed: 'Successfully Updated',
} as const

export function PhotoSection({ user, owner }: { user: AccountUser; owner: string }) {
  const id = useId()
  const { busy: removing, run } = useChangeTask(owner)
  const initial = (user.firstName || user.email || '?').charAt(0).toUpperCase()

  const remove = () =>
    run(async () => {
      await removeProfilePicture()
      showSuccess(photoMessages.removed, owner)
    })

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
          <ImageUpload
            kind="picture"
            accept="image/*"
            owner={owner}
            upload={uploadProfilePicture}
            onUploaded={() => showSuccess(photoMessages.uploaded, owner)}
            action={user.profilePicture ? 'Change photo' : 'Upload photo'}
            primary
            progress="Uploading photo"
            extra={(busy) =>
              user.profilePicture ? (
                <button
                  type="button"
                  className="hire-button"
                  disabled={busy || removing}
                  onClick={() => void remove()}
                >
                  Remove photo
                </button>
              ) : null
            }
          />
        </div>
      </div>
    </section>
  )
}
