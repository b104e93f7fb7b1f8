/** Destinations shown on home and location pages; the footer links to three by exact name. */
import type { Theme } from '../../../media/scenes.ts'

export interface DestinationSeed {
  key: string
  name: string
  /** gazetteer place and state for the coordinates */
  place: string
  state: string
  theme: Theme
  isTop: boolean
  description: string
}

const d = (
  key: string,
  name: string,
  place: string,
  state: string,
  theme: Theme,
  isTop: boolean,
  description: string,
): DestinationSeed => ({
  key,
  name,
  place,
  state,
  theme,
  isTop,
  description,
})

// biome-ignore format: a table, one row per entry
export const destinationSeeds: DestinationSeed[] = [
  d('sydney', 'Sydney', 'Sydney', 'NSW', 'city', true, 'Harbour paddles, ocean pools and coastal walks from Bondi to Manly.'),
  d('gold-coast', 'Gold coast', 'Gold Coast', 'QLD', 'surfing', true, 'Point breaks, hinterland rainforest and 300 days of sunshine.'),
  d('melbourne', 'Melbourne', 'Melbourne', 'VIC', 'city', true, 'Laneways, bay beaches and the gateway to the Great Ocean Road and the high country.'),
  d('adelaide', 'Adelaide', 'Adelaide', 'SA', 'city', true, 'Beaches, hills and three world-class wine regions within an hour.'),
  d('byron-bay', 'Byron Bay', 'Byron Bay', 'NSW', 'beach', true, 'Surf, dolphins and the most easterly lighthouse on the mainland.'),
  d('cairns', 'Cairns', 'Cairns', 'QLD', 'rainforest', true, 'Where the Great Barrier Reef meets the world\u2019s oldest rainforest.'),
  d('whitsundays', 'Whitsundays', 'Airlie Beach', 'QLD', 'beach', true, 'Seventy-four islands, white silica sand and sailing days that never end.'),
  d('noosa', 'Noosa', 'Noosa Heads', 'QLD', 'coast', true, 'Gentle waves, everglades kayaking and a national park on the doorstep.'),
  d('perth', 'Perth', 'Perth', 'WA', 'city', true, 'Swan River sunsets, Indian Ocean beaches and a quokka-filled island.'),
  d('margaret-river', 'Margaret River', 'Margaret River', 'WA', 'coast', true, 'Big surf, tall forests, caves and cellar doors.'),
  d('hobart', 'Hobart', 'Hobart', 'TAS', 'hiking', true, 'Mountain trails above a harbour city, and wilderness just beyond.'),
  d('blue-mountains', 'Blue Mountains', 'Katoomba', 'NSW', 'hiking', true, 'Sandstone cliffs, canyons and eucalyptus-blue valleys.'),
  d('brisbane', 'Brisbane', 'Brisbane', 'QLD', 'city', false, 'River city with cliffs to climb and islands a ferry ride away.'),
  d('port-douglas', 'Port Douglas', 'Port Douglas', 'QLD', 'rainforest', false, 'Reef trips by day and the Daintree by afternoon.'),
  d('cradle-mountain', 'Cradle Mountain', 'Cradle Mountain', 'TAS', 'hiking', false, 'The start of the Overland Track and Tasmania\u2019s alpine heart.'),
  d('canberra', 'Canberra', 'Canberra', 'ACT', 'cycling', false, 'Lake loops, mountain bike parks and national institutions.'),
  d('darwin', 'Darwin', 'Darwin', 'NT', 'tours', false, 'The gateway to Kakadu, Litchfield and the Top End.'),
  d('snowy-mountains', 'Snowy Mountains', 'Jindabyne', 'NSW', 'snow', false, 'Australia\u2019s highest peaks: snow in winter, trails in summer.'),
  d('great-ocean-road', 'Great Ocean Road', 'Lorne', 'VIC', 'coast', false, 'Surf beaches, rainforest gullies and the Twelve Apostles.'),
  d('kangaroo-island', 'Kangaroo Island', 'Kangaroo Island', 'SA', 'coast', false, 'Sea lions, wild coastlines and produce straight from the farm.'),
  d('jervis-bay', 'Jervis Bay', 'Jervis Bay', 'NSW', 'beach', false, 'Some of the whitest sand in the world and dolphins in the bay.'),
  d('uluru', 'Uluru', 'Yulara', 'NT', 'tours', false, 'The Red Centre: sunrise at Uluru, Kata Tjuta and desert night skies.'),
]
