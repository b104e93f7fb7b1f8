/** Fishing listings. */
import { type ItemTemplate, templates } from './define.ts'

const fish = templates('fishing', ['coast', 'reef'])

// biome-ignore format: a table, one row per listing
export const fishingTemplates: ItemTemplate[] = [
  fish.p('rods', 'Surf rod and reel combo', '12\u2019 surf rod with spinning reel, tackle box and bait board.', { day: 30, week: 120 }, 80, [1, 4]),
  fish.p('rods', 'Kids fishing kit', 'Two kids rods, a small tackle box and a bucket.', { day: 15, week: 50 }, 30, [1, 4]),
  fish.p('rods', 'Fly fishing outfit', '5-weight rod, reel, line and a box of local flies.', { day: 45, week: 180 }, 150, [1, 2], ['bush', 'snow']),
  fish.x('charters', 'Half-day estuary fishing charter', 'Flathead and bream in the estuary with a local guide; bait, tackle and cleaning included.', { half: 150 }, [2, 6]),
  fish.x('charters', 'Reef fishing day trip', 'A full day on the outer reef chasing coral trout and red emperor.', { day: 295 }, [4, 12], ['reef']),
  fish.x('charters', 'Deep sea game fishing', 'Chase marlin and tuna on a fully rigged game boat.', { day: 450 }, [2, 6], ['coast', 'reef']),
  fish.p('kayak-fishing', 'Pedal fishing kayak', 'Hands-free pedal drive kayak with rod holders and a sounder.', { half: 80, day: 120, week: 500 }, 400, [1, 2]),
  fish.p('kayak-fishing', 'Paddle fishing kayak', 'Sit-on-top with flush-mount rod holders and an anchor kit.', { half: 50, day: 75, week: 300 }, 250, [1, 3]),
  fish.p('crabbing', 'Crab pot pair', 'Two collapsible crab pots with floats, rope and a measuring gauge.', { day: 20, week: 60 }, 40, [1, 4]),
  fish.p('crabbing', 'Yabby pump and bait kit', 'Stainless yabby pump, bait bucket and a sieve.', { day: 15, week: 45 }, 30, [1, 3]),
]
