/**
 * The damage question as a Yes/No radio group (No to begin with); the description shows
 * only when damage is answered Yes, and is then required (spec part 2 section 5).
 */
import { useId } from 'react'
import { TextAreaField } from './FormParts.tsx'

export interface DamageFieldProps {
  question: string
  damaged: boolean
  description: string
  onDamaged: (damaged: boolean) => void
  onDescription: (description: string) => void
  /** 'field is required' */
  error?: string | null | undefined
}

export function DamageField(props: DamageFieldProps) {
  const id = useId()
  const { damaged, error } = props
  return (
    <>
      <fieldset className="flow-field flow-choice" part="damage">
        <legend>{props.question}</legend>
        <label>
          <input
            type="radio"
            name={`${id}-damage`}
            value="no"
            checked={!damaged}
            onChange={() => props.onDamaged(false)}
          />
          No
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-damage`}
            value="yes"
            checked={damaged}
            onChange={() => props.onDamaged(true)}
          />
          Yes
        </label>
      </fieldset>
      {damaged ? (
        <TextAreaField
          id={`${id}-description`}
          label="Describe the damage"
          rows={4}
          value={props.description}
          onChange={props.onDescription}
          error={error}
        />
      ) : null}
    </>
  )
}
