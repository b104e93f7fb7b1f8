/**
 * The code boxes' digits and their error, as every code step keeps them: the code is
 * checked on Verify, and once an error shows it is checked again as the user types.
 */
import { useState } from 'react'
import { emptyCode } from './CodeInput.tsx'

export function useCodeEntry(check: (digits: string[]) => string | null) {
  const [digits, setDigits] = useState(emptyCode)
  const [error, setError] = useState<string | null>(null)
  return {
    digits,
    error,
    onDigits: (next: string[]) => {
      setDigits(next)
      if (error) setError(check(next))
    },
    /** Checks the code and shows what is wrong with it; true when it can be sent. */
    validate: () => {
      const problem = check(digits)
      setError(problem)
      return problem === null
    },
    /** Empty boxes and no error (a new code was sent). */
    reset: () => {
      setDigits(emptyCode())
      setError(null)
    },
  }
}
