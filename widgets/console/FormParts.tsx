/**
 * The pieces every console form is made of: a labelled text area with its message, one
 * radio of a group, the foot of a form (what went wrong when sending, then the submit button and any other
 * action), and the page a sent form ends on.
 */
import type { ReactNode } from 'react'
import {
  TextAreaField as SharedTextAreaField,
  type TextAreaFieldProps,
} from '../ui/fields/TextAreaField.tsx'
import { consolePaths } from './paths.ts'

const consoleField = { field: 'console-field', error: 'console-field-error' }

export function TextAreaField(props: Omit<TextAreaFieldProps, 'classes'>) {
  return <SharedTextAreaField {...props} classes={consoleField} />
}

/** A radio group: its name, the chosen value and what choosing one does. */
export interface RadioGroup<T> {
  name: string
  chosen: T
  onChoose: (value: T) => void
}

/** One native radio of `group`, `children` beside it; checked when it is the chosen one. */
export function Radio<T extends string | number>({
  group: { name, chosen, onChoose },
  value,
  children,
}: {
  group: RadioGroup<T>
  value: T
  children: ReactNode
}) {
  return (
    <label>
      <input
        type="radio"
        name={name}
        value={value}
        checked={chosen === value}
        onChange={() => onChoose(value)}
      />
      {children}
    </label>
  )
}

export function SendActions({
  failure = null,
  busy,
  label,
  children,
}: {
  failure?: string | null
  busy: boolean
  label: string
  /** actions after the submit button */
  children?: ReactNode
}) {
  return (
    <>
      {failure && (
        <p role="alert" className="console-error">
          {failure}
        </p>
      )}
      <div className="console-actions">
        <button type="submit" className="hire-button hire-button-primary" disabled={busy}>
          {label}
        </button>
        {children}
      </div>
    </>
  )
}

/** What was sent and what it means, with Ok back to the orders. */
export function SentNote({
  titleId,
  title,
  note,
}: {
  titleId: string
  title: string
  note: string
}) {
  return (
    <section className="console-stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>{note}</p>
      <div className="console-actions">
        <a className="hire-button hire-button-primary" href={consolePaths.orders}>
          Ok
        </a>
      </div>
    </section>
  )
}
