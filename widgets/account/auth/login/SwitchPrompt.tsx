/**
 * 'Don’t have an account? Sign Up' under a sign-in form: a link to the other screen's page,
 * or, in the sign-in dialog (`onSwitch`), a button that switches the dialog in place.
 */
import type { ReactNode } from 'react'
import { siteHref } from '../../navigate.ts'

export interface SwitchPromptProps {
  question: string
  page: string
  onSwitch?: (() => void) | undefined
  children: ReactNode
}

export function SwitchPrompt({ question, page, onSwitch, children }: SwitchPromptProps) {
  return (
    <p className="hire-switch">
      {question}{' '}
      {onSwitch ? (
        <button type="button" className="hire-link" onClick={onSwitch}>
          {children}
        </button>
      ) : (
        <a href={siteHref(page)}>{children}</a>
      )}
    </p>
  )
}
