import { act, renderHook } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { checkOtp } from '../../../../shared/contract/account/rules.ts'
import { useCodeEntry } from './use-code-entry.ts'

describe('useCodeEntry', () => {
  it('shows no error until Verify, then checks again as the user types', () => {
    const { result } = renderHook(() => useCodeEntry((digits) => checkOtp(digits)))
    expect(result.current.digits).toEqual(['', '', '', '', ''])
    act(() => result.current.onDigits(['1', '', '', '', '']))
    expect(result.current.error).toBeNull()
    let valid = true
    act(() => {
      valid = result.current.validate()
    })
    expect(valid).toBe(false)
    expect(result.current.error).toBe('Please enter valid OTP.')
    act(() => result.current.onDigits(['1', '2', '3', '4', '5']))
    expect(result.current.error).toBeNull()
    act(() => {
      valid = result.current.validate()
    })
    expect(valid).toBe(true)
  })

  it('empties the boxes and clears the error on reset', () => {
    const { result } = renderHook(() => useCodeEntry((digits) => checkOtp(digits)))
    act(() => result.current.onDigits(['1', '2', '', '', '']))
    act(() => void result.current.validate())
    act(() => result.current.reset())
    expect(result.current.digits).toEqual(['', '', '', '', ''])
    expect(result.current.error).toBeNull()
  })
})
