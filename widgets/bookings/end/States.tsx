/** A problem in an end-of-booking step, with a way back. */
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
