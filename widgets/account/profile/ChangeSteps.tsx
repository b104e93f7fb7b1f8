/**
 * The parts the email and phone change dialogs share: Cancel beside a submit that says
 * 'Please Wait' while busy, and the code step (where the code went, the 5 boxes, Resend
 * code, Verify). Their steps run through `useCodeChange`.
 */
import type { FormEvent, ReactNode } from 'react'
import { CodeInput } from '../auth/code/CodeInput.tsx'

export function ChangeActions(props: { busy: boolean; submit: string; onCancel: () => void }) {
  return (
    <div className="hire-dialog-actions">
      <button type="button" className="hire-button" onClick={props.onCancel}>
        Cancel
      </button>
      <button type="submit" className="hire-button hire-button-primary" disabled={props.busy}>
        {props.busy ? 'Please Wait' : props.submit}
      </button>
    </div>
  )
}

export interface CodeStepProps {
  /** where the code was sent */
  children: ReactNode
  digits: string[]
  onDigits: (digits: string[]) => void
  error: string | null
  busy: boolean
  onResend: () => void
  onVerify: (event: FormEvent) => void
  onCancel: () => void
}

export function CodeStep({ children, digits, onDigits, error, busy, ...on }: CodeStepProps) {
  return (
    <form className="hire-form" noValidate onSubmit={on.onVerify}>
      <p>{children}</p>
      <CodeInput label="Verification code" digits={digits} onDigits={onDigits} error={error} />
      <button type="button" className="hire-link-button" disabled={busy} onClick={on.onResend}>
        Resend code
      </button>
      <ChangeActions busy={busy} submit="Verify" onCancel={on.onCancel} />
    </form>
  )
}
