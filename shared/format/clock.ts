/** Clock times as the marketplace writes them: minutes from midnight as '9:00 am'. */

/** Minutes from midnight as '9:00 am' (taken round the clock: 1440 is '12:00 am'). */
export function clockTime(minutes: number): string {
  const total = ((Math.round(minutes) % 1440) + 1440) % 1440
  const hours = Math.floor(total / 60)
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return `${hour12}:${String(total % 60).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`
}
