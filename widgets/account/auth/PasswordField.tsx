/**
 * A password field with a Show/Hide toggle. `blockPaste` (the reset screen, spec part 1
 * section 5) refuses pasted text and says why, instead of silently ignoring it.
 */
import { type ReactNode, useState } from 'react'
import { Field } from './Field.tsx'

export interface PasswordFieldProps {
  label: string
  value: string
  onValue: (value: string) => void
  error?: string | null | undefined
  autoComplete: 'current-password' | 'new-password'
  maxLength?: number
  blockPaste?: boolean
  hint?: ReactNode
}

export const pasteBlocked = 'Pasting is turned off here. Please type your password.'

/** The rule a new password follows, said under the field. */
export const newPasswordHint =
  '8 to 20 characters, with an upper case letter, a lower case letter and a digit.'

export function PasswordField({ blockPaste, hint, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  const [pasted, setPasted] = useState(false)
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      hint={pasted ? pasteBlocked : hint}
      onPaste={
        blockPaste
          ? (event) => {
              event.preventDefault()
              setPasted(true)
            }
          : undefined
      }
      onDrop={blockPaste ? (event) => event.preventDefault() : undefined}
      addon={
        <button
          type="button"
          className="hire-input-addon"
          aria-pressed={visible}
          aria-label={
            visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`
          }
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
    />
  )
}
