/**
 * First and last name side by side, for completing the profile and the profile page: each
 * a `Field` with its autocomplete and its message.
 */
import { Field, type FieldProps } from './Field.tsx'

export interface Names {
  firstName: string
  lastName: string
}

const nameFields = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
] as const

export interface NameFieldsProps extends Pick<FieldProps, 'maxLength' | 'plain'> {
  names: Names
  /** the message under each field, if any */
  errors: Partial<Record<keyof Names, string | null>>
  onNames: (changes: Partial<Names>) => void
}

export function NameFields({ names, errors, onNames, ...look }: NameFieldsProps) {
  return (
    <div className="hire-form-row">
      {nameFields.map(({ name, ...input }) => (
        <Field
          key={name}
          {...input}
          {...look}
          value={names[name]}
          onValue={(value) => onNames({ [name]: value })}
          error={errors[name]}
        />
      ))}
    </div>
  )
}
