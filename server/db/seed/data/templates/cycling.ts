/** Cycling listings. */
import { type ItemTemplate, templates } from './define.ts'

const cycle = templates('cycling', ['city', 'bush', 'wine'])

// biome-ignore format: a table, one row per listing
export const cyclingTemplates: ItemTemplate[] = [
  cycle.p('mtb', 'Dual-suspension trail bike', '140 mm travel trail bike with dropper post. Helmet and pump included.', { half: 65, day: 95, week: 450 }, 500, [1, 4], ['bush', 'snow']),
  cycle.p('mtb', 'Hardtail mountain bike', 'Reliable 29er hardtail for fire roads and blue trails.', { half: 40, day: 60, week: 280 }, 300, [1, 5], ['bush', 'city']),
  cycle.p('mtb', 'Enduro bike', '170 mm enduro rig for the steep and rocky stuff. Knee pads available.', { day: 130, week: 600 }, 800, [1, 2], ['bush']),
  cycle.p('e-bikes', 'Commuter e-bike', 'Step-through pedal-assist bike with 80 km range, lock and helmet.', { hour: 20, half: 50, day: 75, week: 320 }, 400, [1, 5]),
  cycle.p('e-bikes', 'Electric mountain bike', 'Full-suspension e-MTB that makes the climbs as fun as the descents.', { half: 90, day: 140, week: 650 }, 900, [1, 3], ['bush', 'snow']),
  cycle.p('e-bikes', 'Cargo e-bike', 'Long-tail cargo e-bike that carries two kids or a week of shopping.', { day: 80, week: 350 }, 600, [1, 2], ['city']),
  cycle.p('road-bikes', 'Carbon road bike', 'Endurance carbon frame with Shimano 105, sized 50 to 58.', { day: 70, week: 320 }, 700, [1, 3], ['city', 'wine']),
  cycle.p('road-bikes', 'Alloy road bike', 'Light alloy road bike with flat or clip-in pedals.', { day: 45, week: 200 }, 400, [1, 4], ['city', 'wine']),
  cycle.p('family-bikes', 'Kids bike (16\u201d or 20\u201d)', 'Kids bike with training wheels option and a helmet.', { day: 20, week: 70 }, 80, [1, 5]),
  cycle.p('family-bikes', 'Child bike trailer', 'Two-seat trailer with rain cover; converts to a stroller.', { day: 25, week: 100 }, 150, [1, 3]),
  cycle.p('family-bikes', 'Tag-along trailer bike', 'Let little legs help pedal. Fits most adult bikes.', { day: 20, week: 80 }, 80, [1, 3]),
  cycle.x('bike-tours', 'Rail trail day ride', 'A gentle guided ride along the rail trail with morning tea and a cafe lunch. Bike included.', { day: 165 }, [2, 12], ['bush', 'wine']),
  cycle.x('bike-tours', 'Cellar door cycle tour', 'Cycle between cellar doors with tastings and a long lunch; bikes and transfers included.', { day: 189 }, [2, 14], ['wine']),
  cycle.x('bike-tours', 'City laneways bike tour', 'Street art, hidden bars and history on a relaxed three-hour ride.', { half: 89 }, [2, 12], ['city']),
  cycle.x('bike-tours', 'Guided single track ride', 'Ride the best flowing single track with a local guide who knows every berm.', { half: 140 }, [1, 6], ['bush']),
]
