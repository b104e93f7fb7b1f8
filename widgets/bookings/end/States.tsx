/** Shared states of the end-of-booking steps: a problem with a way back, and loading. */
import type { ReactNode } from 'react'
import { paths } from './paths.ts'

export interface BookingProblemProps {
  message: string
  /** where to go instead; by default the page is on its way to /booking/current */
  back?: { href: string; label: string }
}

export function BookingProblem({ message, back }: BookingProblemProps) {
  return (
    <div className="end-section end-problem" role="alert">
      <p>{message}</p>
      {back ? (
        <a className="hire-button" href={back.href}>
          {back.label}
        </a>
      ) : (
        <p>
          Taking you back to <a href={paths.current}>your bookings</a>…
        </p>
      )}
    </div>
  )
}

/** A step's placeholder blocks (`children`), announced once to screen readers. */
export function StepSkeleton({ children }: { children: ReactNode }) {
  return (
    <div className="end-section" aria-busy="true">
      <span className="hire-visually-hidden" role="status">
        Loading
      </span>
      {children}
    </div>
  )
}
