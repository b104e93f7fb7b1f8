/** A labelled input with its error message, in the account pages' look. */
import { Field, type FieldProps } from '../auth/Field.tsx'

export type TextFieldProps = Omit<FieldProps, 'plain' | 'addon'>

export const TextField = (props: TextFieldProps) => <Field {...props} plain />
