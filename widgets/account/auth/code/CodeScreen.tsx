/**
 * A code screen of the account widget (after sign-up, for a forgotten password): the code
 * form for the stored address, with 'A new code has been sent.' after Resend and failures
 * as error toasts of the widget.
 */
import { storedEmail } from '../../../../shared/stores/account/codes.ts'
import { showError, showSuccess } from '../../../../shared/stores/core/feedback.ts'
import { CodeForm } from './CodeForm.tsx'

export interface CodeScreenProps {
  owner?: string | undefined
  /** checks the code and moves on */
  verify: (otp: string) => Promise<void>
  /** sends a new code */
  resend: () => Promise<unknown>
}

export function CodeScreen({ owner, verify, resend }: CodeScreenProps) {
  return (
    <CodeForm
      email={storedEmail()}
      onVerify={verify}
      onResend={async () => {
        await resend()
        showSuccess('A new code has been sent.', owner)
      }}
      onError={(message) => showError(message, owner)}
    />
  )
}
