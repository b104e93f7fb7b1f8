/**
 * The tip steps' start: the running ReturnPickup wizard, read once with its send state
 * reset, and its booking. Without a running wizard the hirer goes to /booking/current;
 * a step that needs the chosen tip (`needsTip`) sends a hirer without one to /booking/tip.
 */
import { useEffect, useState } from 'react'
import {
  $returnSend,
  type ReturnEnd,
  readReturnEnd,
  resetReturnSend,
} from '../../../shared/stores/booking/return-flow.ts'
import { useStore } from '../../runtime/use-store.ts'
import type { Navigate } from './Frame.tsx'
import { paths } from './paths.ts'
import { useBooking } from './use-booking.ts'

export function useReturnEnd(navigate: Navigate, needsTip = false) {
  const [end] = useState<ReturnEnd | null>(() => {
    const running = readReturnEnd()
    resetReturnSend(running)
    return running
  })
  useEffect(() => {
    if (!end) navigate(paths.current, true)
    else if (needsTip && !end.tipChoice) navigate(paths.tip, true)
  }, [])
  const send = useStore($returnSend)
  const booking = useBooking(end?.data.bookingId ?? null, navigate)
  return { end, send, booking }
}
