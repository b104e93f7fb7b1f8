/**
 * The code countdown (spec part 1 section 4): counts down from the seconds given (the time
 * left until the stored OTPStart, or 120); at 0 it stops and a 'Resend' link appears,
 * which asks for a new code and starts again. The clock shown ticks every second; screen
 * readers hear it only at a few milestones, not sixty times a minute.
 */
import { useEffect, useId, useState } from 'react'
import { plural } from '../../../../shared/format/text.ts'

export interface CountdownProps {
  /** seconds left when (re)started */
  seconds: () => number
  /** asks for a new code; the countdown restarts when it resolves */
  onResend: () => Promise<void>
  /** id for the element screen readers read the state from */
  id?: string
}

export const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`

/** What a screen reader hears at `remaining` seconds, or null to stay quiet. */
export function announcementFor(remaining: number, started: number): string | null {
  if (remaining === 0) return 'You can now ask for a new code.'
  if (remaining === started) {
    const minutes = Math.floor(remaining / 60)
    return minutes >= 1 && remaining % 60 === 0
      ? `You can ask for a new code in ${plural(minutes, 'minute')}.`
      : `You can ask for a new code in ${remaining} seconds.`
  }
  if (remaining === 60) return 'One minute left before you can ask for a new code.'
  if (remaining === 10) return '10 seconds left before you can ask for a new code.'
  return null
}

export function Countdown({ seconds, onResend, id }: CountdownProps) {
  const own = useId()
  const [run, setRun] = useState(() => {
    const start = seconds()
    return { start, deadline: Date.now() + start * 1000, resent: false }
  })
  const [remaining, setRemaining] = useState(run.start)
  const [spoken, setSpoken] = useState(() => announcementFor(run.start, run.start) ?? '')
  const [sending, setSending] = useState(false)

  useEffect(() => {
    const tick = () => {
      const left = Math.max(0, Math.ceil((run.deadline - Date.now()) / 1000))
      setRemaining(left)
      const words =
        run.resent && left === run.start
          ? 'A new code has been sent.'
          : announcementFor(left, run.start)
      if (words) setSpoken(words)
      return left
    }
    if (tick() === 0) return
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [run])

  const resend = async () => {
    if (sending) return
    setSending(true)
    try {
      await onResend()
      const start = seconds()
      setRun({ start, deadline: Date.now() + start * 1000, resent: true })
    } catch {
      // The caller shows the failure; the link stays so the user can try again.
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="hire-countdown" id={id ?? own}>
      {remaining > 0 ? (
        <p>
          Resend code in <span className="hire-countdown-clock">{clock(remaining)}</span>
        </p>
      ) : (
        <p>
          Didn’t get the code?{' '}
          <button
            type="button"
            className="hire-link"
            aria-busy={sending || undefined}
            onClick={() => void resend()}
          >
            {sending ? 'Please Wait' : 'Resend'}
          </button>
        </p>
      )}
      <p className="hire-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {spoken}
      </p>
    </div>
  )
}
