/**
 * Email change: the new address and the account password (POST /user/change-email), then
 * the 5-digit code sent to the new address (PATCH /user/verify-change-email).
 */
import { type FormEvent, useState } from 'react'
import { accountMessages, checkEmail, checkOtp } from '../../../shared/contract/account/rules.ts'
import { requestEmailChange, verifyEmailChange } from '../../../shared/stores/account/changes.ts'
import { showSuccess } from '../../../shared/stores/core/feedback.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { emptyCode } from '../auth/code/CodeInput.tsx'
import { ChangeActions, CodeStep } from './ChangeSteps.tsx'
import { TextField } from './TextField.tsx'
import { useChangeTask } from './use-change-task.ts'

export interface EmailModalProps {
  owner: string
  current: string
  onClose: () => void
}

export function EmailModal({ owner, current, onClose }: EmailModalProps) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [digits, setDigits] = useState(emptyCode)
  const [tried, setTried] = useState(false)
  const { busy, run } = useChangeTask(owner)

  const emailError = tried && !sentTo ? checkEmail(email) : null
  const passwordError = tried && !sentTo && !password ? accountMessages.passwordRequired : null
  const codeError = tried && sentTo ? checkOtp(digits) : null

  const send = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (checkEmail(email) || !password) return
    void run(async () => {
      setSentTo(await requestEmailChange(email, password))
      setTried(false)
    })
  }
  const verify = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (!sentTo || checkOtp(digits)) return
    void run(async () => {
      await verifyEmailChange(sentTo, digits.join(''))
      showSuccess(accountMessages.saved, owner)
      onClose()
    })
  }

  return (
    <Dialog title="Change email" className="hire-profile" onClose={onClose}>
      {sentTo === null ? (
        <form className="hire-form" noValidate onSubmit={send}>
          <p className="hire-hint">Your email is {current}.</p>
          <TextField
            label="New email"
            type="email"
            autoComplete="email"
            value={email}
            onValue={setEmail}
            error={emailError}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onValue={setPassword}
            error={passwordError}
          />
          <ChangeActions busy={busy} submit="Send code" onCancel={onClose} />
        </form>
      ) : (
        <CodeStep
          digits={digits}
          onDigits={setDigits}
          error={codeError}
          busy={busy}
          onResend={() => void run(() => requestEmailChange(sentTo, password))}
          onVerify={verify}
          onCancel={onClose}
        >
          We sent a 5-digit code to {sentTo}.
        </CodeStep>
      )}
    </Dialog>
  )
}
