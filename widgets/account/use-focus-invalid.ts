/**
 * After a refused submit, focus goes to the form's first field marked invalid. It waits for
 * the render the submit causes: in forms whose messages show only once they were submitted,
 * the submit handler itself finds no field marked yet (focus stayed on the button, or went to
 * a later field), and a field focused before its message renders is read without it.
 */
import { useEffect, useState } from 'react'

export function useFocusInvalid(): (form: HTMLFormElement) => void {
  // A new object on each refusal, so pressing submit again with the same mistake refocuses.
  const [refused, setRefused] = useState<{ form: HTMLFormElement } | null>(null)
  useEffect(() => {
    refused?.form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refused])
  return (form) => setRefused({ form })
}
