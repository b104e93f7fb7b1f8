/**
 * The primary button of a form: 'Please Wait' while busy. `looksDisabled` dims it without
 * disabling it, so a click can still explain what is missing (terms not ticked, say).
 */
import type { ReactNode } from 'react'

export interface SubmitButtonProps {
  busy: boolean
  children: ReactNode
  looksDisabled?: boolean
  type?: 'submit' | 'button'
  onClick?: () => void
}

export function SubmitButton({
  busy,
  children,
  looksDisabled,
  type = 'submit',
  onClick,
}: SubmitButtonProps) {
  return (
    <button
      type={type}
      className="hire-button hire-button-primary hire-submit"
      aria-disabled={busy || looksDisabled ? true : undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) {
          event.preventDefault()
          return
        }
        onClick?.()
      }}
    >
      {busy ? 'Please Wait' : children}
    </button>
  )
}
