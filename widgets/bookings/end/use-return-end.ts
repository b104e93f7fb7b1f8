/**
 * The tip steps' start: the running ReturnPickup wizard, read once with its send state
 * reset, and its booking. Without a running wizard the hirer goes to /booking/current;
 * a step that needs the chosen tip (`needsTip`) sends a hirer without one to /booking/tip.
 */
import {
  $returnSend,
  readReturnEnd,
  resetReturnSend,
} from '../../../shared/stores/booking/return-flow.ts'
import { useStore } from '../../runtime/use-store.ts'
import type { Navigate } from './Frame.tsx'
import { paths } from './paths.ts'
import { useBooking } from './use-booking.ts'
import { useRunningStep } from './use-running-step.ts'

export function useReturnEnd(navigate: Navigate, needsTip = false) {
  const end = useRunningStep(readReturnEnd, resetReturnSend, navigate, (running) =>
    needsTip && !running.tipChoice ? paths.tip : null,
  )
  const send = useStore($returnSend)
  const booking = useBooking(end?.data.bookingId ?? null, navigate)
  return { end, send, booking }
}
