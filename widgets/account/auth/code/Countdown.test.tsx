import { act, fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { otpSecondsLeft, startOtpWindow } from '../../../../shared/stores/account/onboarding.ts'
import { announcementFor, Countdown } from './Countdown.tsx'

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') })
  sessionStorage.clear()
})
afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms)
  })
const status = () => screen.getByRole('status').textContent

describe('Countdown', () => {
  it('counts down from 120 s when no start is stored, then offers Resend', () => {
    render(<Countdown seconds={otpSecondsLeft} onResend={async () => {}} />)
    expect(screen.getByText('02:00')).toBeTruthy()
    expect(status()).toBe('You can ask for a new code in 2 minutes.')
    advance(1000)
    expect(screen.getByText('01:59')).toBeTruthy()
    advance(59_000)
    expect(status()).toBe('One minute left before you can ask for a new code.')
    advance(59_000)
    expect(screen.getByText('00:01')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull()
    advance(1000)
    expect(screen.getByRole('button', { name: 'Resend' })).toBeTruthy()
    expect(status()).toBe('You can now ask for a new code.')
  })

  it('counts down to the stored OTPStart', () => {
    startOtpWindow(Date.now() - 90_000)
    render(<Countdown seconds={otpSecondsLeft} onResend={async () => {}} />)
    expect(screen.getByText('00:30')).toBeTruthy()
    advance(30_000)
    expect(screen.getByRole('button', { name: 'Resend' })).toBeTruthy()
  })

  it('stops at 0 when the stored start has passed', () => {
    startOtpWindow(Date.now() - 5 * 60_000)
    render(<Countdown seconds={otpSecondsLeft} onResend={async () => {}} />)
    expect(screen.getByRole('button', { name: 'Resend' })).toBeTruthy()
    advance(10_000)
    expect(screen.queryByText(/\d\d:\d\d/)).toBeNull()
  })

  it('asks for a new code on Resend and starts again', async () => {
    startOtpWindow(Date.now() - 120_000)
    const onResend = vi.fn(async () => {
      startOtpWindow()
    })
    render(<Countdown seconds={otpSecondsLeft} onResend={onResend} />)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resend' }))
    })
    expect(onResend).toHaveBeenCalledTimes(1)
    expect(screen.getByText('02:00')).toBeTruthy()
    expect(status()).toBe('A new code has been sent.')
    advance(1000)
    expect(screen.getByText('01:59')).toBeTruthy()
  })

  it('keeps Resend after a failed request', async () => {
    startOtpWindow(Date.now() - 120_000)
    render(
      <Countdown
        seconds={otpSecondsLeft}
        onResend={async () => {
          throw new Error('Please wait 30 seconds before requesting another code.')
        }}
      />,
    )
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resend' }))
    })
    expect(screen.getByRole('button', { name: 'Resend' })).toBeTruthy()
  })

  it('speaks only at a few milestones', () => {
    const spoken = Array.from({ length: 121 }, (_, left) =>
      announcementFor(120 - left, 120),
    ).filter(Boolean)
    expect(spoken).toEqual([
      'You can ask for a new code in 2 minutes.',
      'One minute left before you can ask for a new code.',
      '10 seconds left before you can ask for a new code.',
      'You can now ask for a new code.',
    ])
  })
})
