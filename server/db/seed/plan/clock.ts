/**
 * The seed's clock: days counted from the seed day, cut at the demo hirer's Sydney
 * midnights, and the rule that nothing which already happened lies after the start of the
 * seed day (the anchor), the earliest moment the seed can run.
 */
import { addDateDays, midnightIn } from '../../../../shared/domain/booking/hirer-days.ts'
import { MINUTE } from '../../../../shared/domain/booking/period.ts'

/** Where the demo hirer books from: the seeded days are this zone's midnights. */
export const seedZone = { timeZone: 'Australia/Sydney' } as const

export function seedClock(anchor: Date) {
  const seedDate = anchor.toISOString().slice(0, 10)
  /** 'YYYY-MM-DD' of day `n` after the seed day */
  const dateOf = (n: number) => addDateDays(seedDate, n)
  /** Sydney midnight starting day `n` (epoch ms) */
  const day = (n: number) => midnightIn(dateOf(n), seedZone)
  /** day `n` at 'HH:MM' on Sydney's wall clock */
  const wall = (n: number, time: string) => {
    const [hours = 0, minutes = 0] = time.split(':').map(Number)
    return day(n) + (hours * 60 + minutes) * MINUTE
  }
  /** What already happened (a pick-up this morning) is placed no later than the anchor. */
  const happened = (ms: number) => Math.min(ms, anchor.getTime())
  return { dateOf, day, wall, happened }
}
