/**
 * Email change: the new address and the account password (POST /user/change-email), then
 * the 5-digit code sent to the new address (PATCH /user/verify-change-email).
 */
import { useState } from 'react'
import { accountMessages, checkEmail } from '../../../shared/contract/account/rules.ts'
import { requestEmailChange, verifyEmailChange } from '../../../shared/stores/account/changes.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { ChangeActions, CodeStep } from './ChangeSteps.tsx'
import { TextField } from './TextField.tsx'
import { useCodeChange } from './use-code-change.ts'

export interface EmailModalProps {
  owner: string
  current: string
  onClose: () => void
}

export function EmailModal({ owner, current, onClose }: EmailModalProps) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const { sent, tried, busy, send, code } = useCodeChange<string>(owner, {
    resend: (sentTo) => requestEmailChange(sentTo, password),
    verify: verifyEmailChange,
    saved: accountMessages.saved,
    onClose,
  })

  return (
    <Dialog title="Change email" className="hire-profile" onClose={onClose}>
      {sent === null ? (
        <form
          className="hire-form"
          noValidate
          onSubmit={(event) =>
            send(event, !checkEmail(email) && Boolean(password), () =>
              requestEmailChange(email, password),
            )
          }
        >
          <p className="hire-hint">Your email is {current}.</p>
          <TextField
            label="New email"
            type="email"
            autoComplete="email"
            value={email}
            onValue={setEmail}
            error={tried ? checkEmail(email) : null}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onValue={setPassword}
            error={tried && !password ? accountMessages.passwordRequired : null}
          />
          <ChangeActions busy={busy} submit="Send code" onCancel={onClose} />
        </form>
      ) : (
        <CodeStep {...code}>We sent a 5-digit code to {sent}.</CodeStep>
      )}
    </Dialog>
  )
}
