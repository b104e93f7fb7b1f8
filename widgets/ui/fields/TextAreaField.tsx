/**
 * A labelled text area with its message under it, wired for ARIA: while there is a message
 * the field is marked invalid and described by it. The widget gives the look (its classes);
 * a message that also says why sending failed is announced as it appears (`announce`).
 */
export interface TextAreaFieldProps {
  id: string
  label: string
  rows: number
  maxLength: number
  value: string
  onChange: (value: string) => void
  error?: string | null | undefined
  required?: boolean
  announce?: boolean
  /** the widget's classes: the field's and its message's */
  classes: { field: string; error: string }
}

export function TextAreaField({
  id,
  label,
  rows,
  maxLength,
  value,
  onChange,
  error,
  required,
  announce = false,
  classes,
}: TextAreaFieldProps) {
  return (
    <div className={classes.field}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {error ? (
        <p id={`${id}-error`} className={classes.error} role={announce ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
