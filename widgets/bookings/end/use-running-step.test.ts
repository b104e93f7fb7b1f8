import { renderHook } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { useRunningStep } from './use-running-step.ts'

describe('useRunningStep', () => {
  it('reads the session once, resets its send state and stays when it is at this step', () => {
    const read = vi.fn(() => ({ step: 2 }))
    const reset = vi.fn()
    const navigate = vi.fn()
    const { result, rerender } = renderHook(() =>
      useRunningStep(read, reset, navigate, (session) => (session.step < 2 ? '/earlier' : null)),
    )
    rerender()
    expect(result.current).toEqual({ step: 2 })
    expect(read).toHaveBeenCalledTimes(1)
    expect(reset).toHaveBeenCalledWith({ step: 2 })
    expect(navigate).not.toHaveBeenCalled()
  })

  it('sends a session not at this step where it belongs, and none to the current bookings', () => {
    const navigate = vi.fn()
    renderHook(() =>
      useRunningStep(
        () => ({ step: 1 }),
        vi.fn(),
        navigate,
        () => '/earlier',
      ),
    )
    expect(navigate).toHaveBeenCalledWith('/earlier', true)
    renderHook(() =>
      useRunningStep(
        () => null,
        vi.fn(),
        navigate,
        () => '/earlier',
      ),
    )
    expect(navigate).toHaveBeenLastCalledWith('/booking/current', true)
  })
})
