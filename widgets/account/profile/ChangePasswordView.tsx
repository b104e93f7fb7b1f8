/** /change-password/{id}: the password form on its own page. */
import { useId } from 'react'
import type { AccountViewProps } from '../views.ts'
import { AccountPage } from './AccountPage.tsx'
import { PasswordForm } from './PasswordForm.tsx'

export default function ChangePasswordView({ owner }: AccountViewProps) {
  const id = useId()
  return (
    <AccountPage>
      <section className="hire-card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>Change password</h2>
        <PasswordForm owner={owner} />
      </section>
    </AccountPage>
  )
}
