/**
 * After a refused submit, focus goes to the form's first field marked invalid. It waits for
 * the render the submit causes: in forms whose messages show only once they were submitted,
 * the submit handler itself finds no field marked yet (focus stayed on the button, or went to
 * a later field), and a field focused before its message renders is read without it.
 */
import { useEffect, useRef, useState } from 'react'

export function useFocusInvalid() {
  const form = useRef<HTMLFormElement>(null)
  const [refusals, setRefusals] = useState(0)
  useEffect(() => {
    if (refusals) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refusals])
  /** `ref` for the form, and what its submit calls when it refuses */
  return { form, refused: () => setRefusals((count) => count + 1) }
}
