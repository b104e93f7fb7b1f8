/**
 * A one-time code as single-digit boxes (spec part 1 section 5): numeric keyboards, the
 * browser's one-time-code autofill on the first box, a pasted code fills every box, focus
 * moves forward on typing and back on Backspace, arrows move between boxes. The boxes are
 * one labelled group (a fieldset); each says which digit it is. The one code input of the
 * account element: sign-up and sign-in codes, and the email and phone changes of the profile.
 */
import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from 'react'
import { accountLimits } from '../../../../shared/contract/account/rules.ts'
import { FieldError } from '../Field.tsx'

export interface CodeInputProps {
  label: string
  digits: string[]
  onDigits: (digits: string[]) => void
  error?: string | null | undefined
  length?: number
  /** e.g. the countdown, read with the group */
  describedBy?: string
}

/** The boxes of a code not typed yet. */
export const emptyCode = (): string[] => Array.from({ length: accountLimits.otpLength }, () => '')

export function CodeInput({
  label,
  digits,
  onDigits,
  error,
  length = accountLimits.otpLength,
  describedBy,
}: CodeInputProps) {
  const id = useId()
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus()
  const current = Array.from({ length }, (_, index) => digits[index] ?? '')

  /** Spreads several digits from box `start` on (a paste or an autofill). */
  const fill = (start: number, text: string) => {
    const incoming = text.replace(/\D/g, '').slice(0, length).split('')
    if (!incoming.length) return
    // A whole code goes in from the first box, wherever it was pasted.
    const from = incoming.length === length ? 0 : start
    const next = [...current]
    incoming.slice(0, length - from).forEach((digit, offset) => {
      next[from + offset] = digit
    })
    onDigits(next)
    focus(from + incoming.length)
  }

  const onInput = (index: number, value: string) => {
    const clean = value.replace(/\D/g, '')
    const old = current[index] ?? ''
    if (clean.length <= 1 || (clean.length === 2 && old)) {
      // One key: the digit typed (over the old one, if the box had one).
      const typed =
        clean.length === 2 ? (clean.startsWith(old) ? clean.slice(1) : clean.slice(0, 1)) : clean
      const next = [...current]
      next[index] = typed
      onDigits(next)
      if (typed) focus(index + 1)
      return
    }
    fill(index, clean)
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !current[index] && index > 0) {
      event.preventDefault()
      const next = [...current]
      next[index - 1] = ''
      onDigits(next)
      focus(index - 1)
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault()
      focus(index - 1)
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault()
      focus(index + 1)
    }
  }

  const described = [error ? `${id}-error` : null, describedBy ?? null].filter(Boolean).join(' ')
  return (
    <fieldset className="hire-code" aria-describedby={described || undefined}>
      <legend className="hire-field-label">{label}</legend>
      <div className="hire-code-boxes">
        {current.map((digit, index) => (
          <input
            key={index}
            ref={(node) => {
              boxes.current[index] = node
            }}
            className="hire-code-box"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            value={digit}
            onInput={(event) => onInput(index, event.currentTarget.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
              event.preventDefault()
              fill(index, event.clipboardData?.getData('text') ?? '')
            }}
            onFocus={(event) => event.currentTarget.select()}
          />
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  )
}
