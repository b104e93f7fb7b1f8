/**
 * A one-time code in five single-character boxes (spec part 1 section 5): typing moves
 * focus forward, Backspace on an empty box moves back, pasting fills every box.
 */
import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from 'react'
import { accountLimits } from '../../../shared/contract/account/rules.ts'

export interface CodeInputProps {
  label: string
  digits: string[]
  onDigits: (digits: string[]) => void
  error?: string | null | undefined
}

export const emptyCode = (): string[] => Array.from({ length: accountLimits.otpLength }, () => '')

export function CodeInput({ label, digits, onDigits, error }: CodeInputProps) {
  const id = useId()
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const focus = (index: number) => boxes.current[index]?.focus()

  const type = (index: number, text: string) => {
    const typed = text.replace(/\D/g, '')
    const next = [...digits]
    next[index] = typed.slice(-1)
    onDigits(next)
    if (typed && index < digits.length - 1) focus(index + 1)
  }
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault()
      const next = [...digits]
      next[index - 1] = ''
      onDigits(next)
      focus(index - 1)
    } else if (event.key === 'ArrowLeft' && index > 0) focus(index - 1)
    else if (event.key === 'ArrowRight' && index < digits.length - 1) focus(index + 1)
  }
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = (event.clipboardData?.getData('text') ?? '').replace(/\D/g, '')
    if (!pasted) return
    event.preventDefault()
    const next = digits.map((_, index) => pasted[index] ?? '')
    onDigits(next)
    focus(Math.min(pasted.length, digits.length - 1))
  }

  return (
    <fieldset className="hire-input-field" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="hire-field-label">{label}</legend>
      <div className="hire-otp">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(node) => {
              boxes.current[index] = node
            }}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={1}
            aria-label={`Digit ${index + 1} of ${digits.length}`}
            aria-invalid={error ? true : undefined}
            value={digit}
            onInput={(event) => type(index, event.currentTarget.value)}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste}
          />
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="hire-field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
