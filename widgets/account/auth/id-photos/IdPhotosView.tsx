/**
 * /auth/AddViewIDScreen: the front and back photos of an ID (JPEG or PNG), each uploaded
 * with its progress shown, then saved to the profile (PATCH /user/profile). Photos already
 * on the profile are shown first. Back to the complete-profile form afterwards.
 */
import { useEffect, useMemo, useState } from 'react'
import { messages } from '../../../../shared/contract/core/messages.ts'
import { setFlash } from '../../../../shared/stores/account/onboarding.ts'
import { loadProfile, saveIdPhotos } from '../../../../shared/stores/account/profile-completion.ts'
import { showError } from '../../../../shared/stores/core/feedback.ts'
import { createIdPhotoUpload } from '../../../../shared/stores/lib/uploads.ts'
import { useStore } from '../../../runtime/use-store.ts'
import { RetryAlert } from '../../../ui/RetryAlert.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { goTo, siteHref } from '../../navigate.ts'
import type { AccountViewProps } from '../../views.ts'
import { SubmitButton } from '../SubmitButton.tsx'
import { usePending } from '../use-pending.ts'
import { PhotoSlot } from './PhotoSlot.tsx'

const savedUrl = (url: string) => ({ url, fileName: '', contentType: '', size: 0 })
export const idPhotosSaved = 'Your ID photos have been saved.'

export default function IdPhotosView({ owner }: AccountViewProps) {
  const front = useMemo(createIdPhotoUpload, [])
  const back = useMemo(createIdPhotoUpload, [])
  const frontState = useStore(front.$upload)
  const backState = useStore(back.$upload)
  const [load, setLoad] = useState<'loading' | 'ready' | 'error'>('loading')
  const [attempt, setAttempt] = useState(0)
  const [changed, setChanged] = useState({ front: false, back: false })
  const { busy, send } = usePending()

  useEffect(() => {
    const controller = new AbortController()
    setLoad('loading')
    loadProfile(controller.signal).then(
      (user) => {
        if (user.documentFrontImage) front.show(savedUrl(user.documentFrontImage))
        if (user.documentBackImage) back.show(savedUrl(user.documentBackImage))
        setLoad('ready')
      },
      () => !controller.signal.aborted && setLoad('error'),
    )
    return () => {
      controller.abort()
      front.cancel()
      back.cancel()
    }
  }, [front, back, attempt])

  if (load === 'loading') {
    return (
      <div className="hire-account-state" role="status" aria-label="Loading">
        <Skeleton height="10rem" count={2} />
      </div>
    )
  }
  if (load === 'error') {
    return (
      <RetryAlert
        className="hire-account-state"
        message={messages.somethingWentWrong}
        onRetry={() => setAttempt((n) => n + 1)}
        label="Try again"
      />
    )
  }

  const uploading = frontState.status === 'uploading' || backState.status === 'uploading'
  const save = () =>
    send(
      async () => {
        if (uploading) throw new Error('Please wait for the photos to finish uploading.')
        const photo = (state: typeof frontState) =>
          state.status === 'done' ? (state.media?.url ?? '') : ''
        await saveIdPhotos({
          ...(changed.front ? { front: photo(frontState) } : {}),
          ...(changed.back ? { back: photo(backState) } : {}),
        })
        setFlash(idPhotosSaved)
        goTo('/auth/CompleteProfileScreen')
      },
      (message) => showError(message, owner),
    )

  return (
    <div className="hire-auth-form hire-id-photos">
      <p className="hire-lead">
        Add clear photos of the front and back of your driver licence or another photo ID.
      </p>
      <div className="hire-photo-grid">
        <PhotoSlot
          label="Front of your ID"
          upload={front}
          onChanged={() => setChanged((c) => ({ ...c, front: true }))}
          onRemove={() => setChanged((c) => ({ ...c, front: true }))}
        />
        <PhotoSlot
          label="Back of your ID"
          upload={back}
          onChanged={() => setChanged((c) => ({ ...c, back: true }))}
          onRemove={() => setChanged((c) => ({ ...c, back: true }))}
        />
      </div>
      <SubmitButton type="button" busy={busy} looksDisabled={uploading} onClick={() => void save()}>
        Save photos
      </SubmitButton>
      <p className="hire-switch">
        <a href={siteHref('/auth/CompleteProfileScreen')}>Back to your profile</a>
      </p>
    </div>
  )
}
