/**
 * /auth/CompleteProfileScreen, 'Almost done...': names, the verified phone number, an
 * address from the suggestions, the optional ID check and ID photos; Save (POST
 * /user/profile) continues to the favourite categories. The draft survives a visit to the
 * ID photo screen.
 */
import { type FormEvent, useEffect, useState } from 'react'
import type { AccountUser } from '../../../../shared/contract/account/profile.ts'
import { accountMessages, checkName } from '../../../../shared/contract/account/rules.ts'
import { countryForCode } from '../../../../shared/domain/account/countries.ts'
import { takeFlash } from '../../../../shared/stores/account/onboarding.ts'
import {
  completeProfile,
  keepDraft,
  loadDraft,
  type ProfileDraft,
} from '../../../../shared/stores/account/profile-completion.ts'
import { showError, showSuccess } from '../../../../shared/stores/core/feedback.ts'
import { $user } from '../../../../shared/stores/core/session.ts'
import { AddressField } from '../../../ui/address/AddressField.tsx'
import { goTo, siteHref } from '../../navigate.ts'
import type { AccountViewProps } from '../../views.ts'
import { NameFields } from '../NameFields.tsx'
import { SubmitButton } from '../SubmitButton.tsx'
import { usePending } from '../use-pending.ts'
import { IdentitySection } from './IdentitySection.tsx'
import { PhoneSection } from './PhoneSection.tsx'

/** Starts from the draft, else from what the account already holds. */
function initialDraft(): ProfileDraft {
  const draft = loadDraft()
  const user = $user.get() as Partial<AccountUser> | null
  if (!user) return draft
  return {
    ...draft,
    firstName: draft.firstName || user.firstName || '',
    lastName: draft.lastName || user.lastName || '',
    phone:
      draft.phone ??
      (user.isPhoneVerified && user.countryCode && user.mobileNo
        ? {
            countryCode: user.countryCode,
            mobileNo: user.mobileNo,
            iso: countryForCode(user.countryCode)?.iso ?? 'AU',
          }
        : null),
  }
}

export default function CompleteProfileView({ owner }: AccountViewProps) {
  const [draft, setDraft] = useState(initialDraft)
  // The draft keeps only a picked address; the text being typed lives here.
  const [addressText, setAddressText] = useState(() => draft.location?.address ?? '')
  const [checked, setChecked] = useState(false)
  const { busy, send } = usePending()
  const report = (message: string) => showError(message, owner)
  useEffect(() => keepDraft(draft), [draft])
  useEffect(() => {
    const flash = takeFlash()
    if (flash) showSuccess(flash, owner)
  }, [owner])

  const update = (changes: Partial<ProfileDraft>) =>
    setDraft((current) => ({ ...current, ...changes }))
  const errors = {
    firstName: checkName(draft.firstName),
    lastName: checkName(draft.lastName),
    phone: draft.phone ? null : accountMessages.phone,
    location: draft.location ? null : accountMessages.address,
  }
  const shown = (message: string | null) => (checked ? message : null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (Object.values(errors).some(Boolean)) return
    void send(async () => {
      goTo((await completeProfile(draft)).path)
    }, report)
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="hire-auth-form hire-profile-form"
      aria-label="Complete your profile"
    >
      <p className="hire-lead">
        Tell us a little about yourself to finish setting up your account.
      </p>
      <NameFields maxLength={120} names={draft} onNames={update} errors={checked ? errors : {}} />
      <PhoneSection
        value={draft.phone}
        onChange={(phone) => update({ phone })}
        error={shown(errors.phone)}
        onError={report}
      />
      <AddressField
        label="Address"
        placeholder="Start typing your suburb or street"
        value={addressText}
        chosen={draft.location !== null}
        error={shown(errors.location)}
        owner={owner}
        onType={(text) => {
          setAddressText(text)
          if (draft.location) update({ location: null })
        }}
        onChoose={({ address, latitude, longitude }) => {
          setAddressText(address)
          update({ location: { address, latitude, longitude } })
        }}
      />
      <IdentitySection
        value={draft.identity}
        onChange={(identity) => update({ identity })}
        onError={report}
      />
      <section className="hire-form-section" aria-label="ID photos">
        <p>
          <a href={siteHref('/auth/AddViewIDScreen')}>Add or view ID photos</a>{' '}
          <span className="hire-muted">(front and back, JPEG or PNG)</span>
        </p>
      </section>
      <SubmitButton busy={busy}>Save</SubmitButton>
    </form>
  )
}
