/** Camping listings. */
import { type ItemTemplate, templates } from './define.ts'

const camp = templates('camping', ['city', 'bush', 'outback'])

// biome-ignore format: a table, one row per listing
export const campingTemplates: ItemTemplate[] = [
  camp.p('tents', '2-person hiking tent', 'Lightweight freestanding tent, 1.9 kg, with footprint. Pitches in five minutes.', { day: 25, week: 120 }, 100, [1, 4]),
  camp.p('tents', '6-person family dome tent', 'Tall family tent with two rooms and a vestibule, mallet and pegs included.', { day: 45, week: 200 }, 200, [1, 3]),
  camp.p('tents', 'Canvas swag', 'Double canvas swag with a 70 mm foam mattress: the classic Aussie bed under the stars.', { day: 35, week: 160 }, 150, [1, 3]),
  camp.p('tents', 'Instant gazebo 3 x 3 m', 'Pop-up gazebo with two side walls for camp shade and rain cover.', { day: 30, week: 120 }, 100, [1, 4], ['city', 'coast', 'bush']),
  camp.p('sleeping', 'Sleeping bag (-5\u00b0C)', 'Hooded mummy bag rated to -5\u00b0C, washed after every hire.', { day: 15, week: 60 }, 50, [2, 5]),
  camp.p('sleeping', 'Self-inflating mat', '5 cm self-inflating mat with stuff sack and repair kit.', { day: 10, week: 40 }, 40, [2, 5]),
  camp.p('sleeping', 'Stretcher camp bed', 'Steel-frame stretcher that keeps you off the cold ground.', { day: 12, week: 45 }, 40, [1, 4]),
  camp.p('camp-kitchen', '40 L portable fridge freezer', 'Dual-zone 12 V fridge freezer with cover; runs off your car or a power station.', { day: 35, week: 150, month: 400 }, 250, [1, 3]),
  camp.p('camp-kitchen', 'Two-burner camp stove kit', 'Two-burner stove, hose, gas bottle, kettle and a nesting cookware set.', { day: 20, week: 80 }, 80, [1, 4]),
  camp.p('camp-kitchen', 'Camp kitchen table', 'Folding kitchen with sink, shelves and a windshield.', { day: 18, week: 70 }, 60, [1, 2]),
  camp.p('camper-trailers', 'Off-road camper trailer', 'Hard-floor camper with kitchen, 100 L water and queen bed. Sleeps four.', { day: 150, week: 900, month: 3000 }, 1500, [1, 1], ['city', 'bush', 'outback']),
  camp.p('camper-trailers', 'Rooftop tent', 'Hard-shell rooftop tent that opens in a minute; fitted to your roof racks.', { day: 90, week: 550 }, 800, [1, 1], ['city', 'bush']),
  camp.p('4wd-gear', '4WD recovery kit', 'Snatch strap, shackles, recovery boards, tyre deflator and compressor.', { day: 30, week: 120 }, 150, [1, 3], ['city', 'outback', 'bush']),
  camp.p('4wd-gear', 'Portable power station', '1000 Wh lithium power station with a 200 W folding solar blanket.', { day: 45, week: 200 }, 400, [1, 2]),
  camp.p('4wd-gear', 'Side awning 2.5 m', 'Vehicle-mounted awning with walls for shade at every stop.', { day: 35, week: 150 }, 200, [1, 2], ['city', 'outback']),
]
