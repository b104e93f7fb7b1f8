/** The per-listing details a template leaves open: prices, wording, hours and durations. */
import { dayRateCents } from '../../../../shared/domain/catalogue/day-rate.ts'
import type { Random } from '../../../lib/random.ts'
import type { HubSeed } from '../data/hubs.ts'
import type { ItemTemplate, PriceSeed } from '../data/templates/define.ts'

const typeCodes: Record<keyof PriceSeed, number> = { day: 1, week: 2, month: 3, hour: 4, half: 5 }

/** Local prices vary a little around the template's, rounded to friendly amounts. */
export function localPrices(rng: Random, price: PriceSeed) {
  const factor = rng.float(0.9, 1.12, 3)
  const prices = (Object.entries(price) as [keyof PriceSeed, number][]).map(([type, dollars]) => {
    const step = dollars < 30 ? 1 : 5
    const amount = Math.max(step, Math.round((dollars * factor) / step) * step)
    return { type: typeCodes[type], amountCents: amount * 100 }
  })
  return { prices, dayPriceCents: dayRateCents(prices) ?? 0 }
}

const productLines = [
  'Everything is cleaned and checked between hires, and I\u2019m happy to show you how it all works at pick-up.',
  'Well looked after and serviced regularly. Message me with any questions before you book.',
  'Ready to go when you arrive, with a quick run-through so you can head straight out.',
  'Pick-up is quick and easy, with free parking out the front.',
]
const experienceLines = [
  'All safety gear is supplied and our guides hold current first-aid certificates.',
  'Small groups mean plenty of attention from your guide. Bring water, a hat and sunscreen.',
  'Suitable for most fitness levels; tell us about any special requirements when you book.',
  'Runs rain or shine unless conditions are unsafe, in which case we reschedule or refund in full.',
]
const conditionNotes = [
  'Excellent condition, less than a year old.',
  'Good condition with minor cosmetic marks that do not affect use.',
  'Well used but fully serviced and reliable.',
  'Like new.',
]

export function describeListing(rng: Random, template: ItemTemplate, hub: HubSeed, street: string) {
  const meet =
    template.kind === 'experience'
      ? `Meet at ${street}, ${hub.city}. Groups of ${template.group?.[0]} to ${template.group?.[1]}.`
      : `Pick up from ${street}, ${hub.place}.`
  const line = rng.pick(template.kind === 'experience' ? experienceLines : productLines)
  return {
    itemDescription: `${template.text}\n\n${meet} ${line}`,
    itemConditionNotes: template.kind === 'product' ? rng.pick(conditionNotes) : '',
  }
}

export function pickUpTimes(rng: Random) {
  const start = rng.pick([420, 480, 510, 540])
  const end = rng.pick([1020, 1050, 1080, 1140])
  if (rng.chance(0.6)) return [{ day: 'everyday', startTime: start, endTime: end }]
  const days = rng.chance(0.5)
    ? ['monday', 'tuesday', 'wednesday', 'thursday', 'friday']
    : ['thursday', 'friday', 'saturday', 'sunday']
  return days.map((day) => ({ day, startTime: start, endTime: end }))
}

/** Shortest and longest hire follow the smallest and largest price periods offered. */
export function hireDurations(rng: Random, template: ItemTemplate) {
  const has = (type: keyof PriceSeed) => template.price[type] !== undefined
  const minimum = has('hour')
    ? { type: 4, value: rng.pick([1, 2]) }
    : has('half')
      ? { type: 4, value: 4 }
      : { type: 1, value: 1 }
  if (template.kind === 'experience') {
    return {
      minimumHireDuration: minimum,
      maximumHireDuration: minimum,
      isNoMaxHireDuration: false,
    }
  }
  const noMax = has('month') || rng.chance(0.3)
  const maximum = has('week')
    ? { type: 2, value: rng.pick([2, 4]) }
    : { type: 1, value: rng.pick([3, 7]) }
  return {
    minimumHireDuration: minimum,
    maximumHireDuration: noMax ? null : maximum,
    isNoMaxHireDuration: noMax,
  }
}
