/**
 * Sign-in and contact details: email, phone and password, each changed in its own modal,
 * and identity: 'ID Verified' once verifyStatus is VERIFIED, else the ID upload.
 */
import { type ReactNode, useId, useState } from 'react'
import { phoneLabel } from '../../../shared/contract/account/fields.ts'
import type { AccountUser } from '../../../shared/contract/account/profile.ts'
import type { IdPhotos } from '../../../shared/domain/account/profile-form.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { EmailModal } from './EmailModal.tsx'
import { IdModal } from './IdModal.tsx'
import { PasswordForm } from './PasswordForm.tsx'
import { PhoneModal } from './PhoneModal.tsx'

export interface ContactSectionProps {
  user: AccountUser
  owner: string
  idPhotos: IdPhotos | null
  onIdPhotos: (photos: IdPhotos) => void
}

type Modal = 'email' | 'phone' | 'password' | 'id' | null

/** One line of the list: what it is, its value, and the button that changes it. */
function Row({ term, value, action }: { term: string; value: ReactNode; action: ReactNode }) {
  return (
    <div className="hire-row">
      <dt>{term}</dt>
      <dd>{value}</dd>
      <dd className="hire-row-action">{action}</dd>
    </div>
  )
}

export function ContactSection({ user, owner, idPhotos, onIdPhotos }: ContactSectionProps) {
  const id = useId()
  const [modal, setModal] = useState<Modal>(null)
  const close = () => setModal(null)
  const change = (label: string, opens: Modal) => (
    <button type="button" className="hire-button" onClick={() => setModal(opens)}>
      {label}
    </button>
  )
  const verified = user.verifyStatus === 'VERIFIED'
  const phone = user.mobileNo ? phoneLabel(user.countryCode, user.mobileNo) : 'Not added'
  const idStatus = idPhotos
    ? 'Photos added: save your profile to send them'
    : user.documentFrontImage && user.documentBackImage
      ? 'Photos on file'
      : 'Not added'

  return (
    <section className="hire-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Account and security</h2>
      <dl className="hire-rows">
        <Row term="Email" value={user.email} action={change('Change email', 'email')} />
        <Row
          term="Phone"
          value={`${phone}${user.mobileNo && !user.isPhoneVerified ? ' (not verified)' : ''}`}
          action={change(user.mobileNo ? 'Change phone' : 'Add phone', 'phone')}
        />
        <Row term="Password" value="••••••••" action={change('Change password', 'password')} />
        <Row
          term="ID"
          value={verified ? 'Your identity is verified' : idStatus}
          action={
            verified ? (
              <button
                type="button"
                className="hire-button hire-badge-verified"
                aria-disabled="true"
              >
                ID Verified
              </button>
            ) : (
              change('Upload ID', 'id')
            )
          }
        />
      </dl>
      {modal === 'email' ? <EmailModal owner={owner} current={user.email} onClose={close} /> : null}
      {modal === 'phone' ? (
        <PhoneModal owner={owner} countryCode={user.countryCode} onClose={close} />
      ) : null}
      {modal === 'password' ? (
        <Dialog title="Change password" className="hire-profile" onClose={close}>
          <PasswordForm owner={owner} onDone={close} onCancel={close} />
        </Dialog>
      ) : null}
      {modal === 'id' ? (
        <IdModal
          owner={owner}
          onClose={close}
          onDone={(photos) => {
            onIdPhotos(photos)
            close()
          }}
        />
      ) : null}
    </section>
  )
}
