/**
 * /change-password/{id}: the password form on its own page. The page gives the heading
 * (like every account page), so the card carries no second 'Change password' title.
 */
import type { AccountViewProps } from '../views.ts'
import { accountView } from './AccountPage.tsx'
import { PasswordForm } from './PasswordForm.tsx'

function ChangePassword({ owner }: AccountViewProps) {
  return (
    <div className="hire-card">
      <PasswordForm owner={owner} />
    </div>
  )
}

export default accountView(ChangePassword)
