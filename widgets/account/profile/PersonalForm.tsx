/**
 * Personal information: first and last name and address. Save is enabled only when one of
 * them differs from what is stored or an ID was verified; it sends only what changed
 * (PATCH /user/profile) and says 'Successfully Updated'.
 */
import { type FormEvent, useId, useState } from 'react'
import type { AccountUser } from '../../../shared/contract/account/profile.ts'
import { accountMessages } from '../../../shared/contract/account/rules.ts'
import {
  canSaveProfile,
  draftOf,
  type IdPhotos,
  profileErrors,
  profileUpdate,
} from '../../../shared/domain/account/profile-form.ts'
import { updateProfile } from '../../../shared/stores/account/profile.ts'
import { showSuccess } from '../../../shared/stores/core/feedback.ts'
import { AddressField } from '../../ui/address/AddressField.tsx'
import { NameFields } from '../auth/NameFields.tsx'
import { useFocusInvalid } from '../use-focus-invalid.ts'
import { useChangeTask } from './use-change-task.ts'

export interface PersonalFormProps {
  user: AccountUser
  owner: string
  idPhotos: IdPhotos | null
  onSaved: () => void
}

export function PersonalForm({ user, owner, idPhotos, onSaved }: PersonalFormProps) {
  const id = useId()
  const [draft, setDraft] = useState(() => draftOf(user))
  const [tried, setTried] = useState(false)
  const { busy, run } = useChangeTask(owner)
  const refused = useFocusInvalid()
  // A saved change to these fields restarts the form from them; other updates (photo,
  // switches) leave what is being typed alone.
  const stored = [user.firstName, user.lastName, user.location?.address].join('\n')
  const [seen, setSeen] = useState(stored)
  if (stored !== seen) {
    setSeen(stored)
    setDraft(draftOf(user))
  }

  const enabled = canSaveProfile(user, draft, idPhotos) && !busy
  const errors = tried ? profileErrors(draft) : {}

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!canSaveProfile(user, draft, idPhotos)) return
    setTried(true)
    if (Object.keys(profileErrors(draft)).length > 0) {
      refused(event.currentTarget as HTMLFormElement)
      return
    }
    await run(async () => {
      await updateProfile(profileUpdate(user, draft, idPhotos))
      setTried(false)
      showSuccess(accountMessages.saved, owner)
      onSaved()
    })
  }

  return (
    <section className="hire-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Personal information</h2>
      <form className="hire-form" noValidate onSubmit={submit}>
        <NameFields
          plain
          names={draft}
          onNames={(names) => setDraft((current) => ({ ...current, ...names }))}
          errors={errors}
        />
        <AddressField
          label="Address"
          placeholder="Start typing your suburb or street"
          className="hire-profile-address"
          value={draft.address}
          chosen={draft.latitude !== null && draft.longitude !== null}
          error={errors.address}
          owner={owner}
          onType={(address) =>
            setDraft((current) => ({ ...current, address, latitude: null, longitude: null }))
          }
          onChoose={({ address, latitude, longitude }) =>
            setDraft((current) => ({ ...current, address, latitude, longitude }))
          }
        />
        <div className="hire-actions">
          <button type="submit" className="hire-button hire-button-primary" disabled={!enabled}>
            {busy ? 'Please Wait' : 'Save'}
          </button>
        </div>
      </form>
    </section>
  )
}
