/** The category tree: categories, their subcategories and each subcategory's tags. */
import type { Glyph } from '../../../media/icons.ts'
import type { Theme } from '../../../media/scenes.ts'

export interface SubCategorySeed {
  key: string
  name: string
  description: string
  tags: string[]
}

export interface CategorySeed {
  key: string
  name: string
  glyph: Glyph
  colour: string
  theme: Theme
  co2Save: number
  isOutdoor: boolean
  subs: SubCategorySeed[]
}

const sub = (key: string, name: string, description: string, tags: string[]): SubCategorySeed => ({
  key,
  name,
  description,
  tags,
})

// biome-ignore format: a table, one row per entry
export const categorySeeds: CategorySeed[] = [
  { key: 'water-sports', name: 'Water sports', glyph: 'wave', colour: '#1f8fc9', theme: 'water', co2Save: 38, isOutdoor: true, subs: [
      sub('kayaking', 'Kayaking', 'Sit-on-top, touring and double kayaks for calm bays, rivers and sea paddles.', ['Single kayak', 'Double kayak', 'Sea kayak']),
      sub('sup', 'Stand-up paddleboarding', 'Inflatable and hard boards for flat water, cruising and SUP yoga.', ['Inflatable', 'Touring board', 'Beginner friendly']),
      sub('snorkelling', 'Snorkelling & diving', 'Masks, fins, wetsuits and guided reef trips for every level.', ['Reef', 'Guided', 'Full kit']),
      sub('boating', 'Boating', 'Tinnies, pontoons and skippered cruises on harbours and lakes.', ['No licence needed', 'Skippered', 'Family']),
      sub('jet-ski', 'Jet ski tours', 'Guided jet ski adventures along the coast.', ['Guided tour', 'Licence included', 'Two-seater']),
    ],
  },
  { key: 'camping', name: 'Camping', glyph: 'tent', colour: '#2e8b57', theme: 'camping', co2Save: 64, isOutdoor: true, subs: [
      sub('tents', 'Tents & shelters', 'Hiking tents, family dome tents, swags and gazebos.', ['2-person', 'Family size', 'Swag']),
      sub('sleeping', 'Sleeping gear', 'Sleeping bags, mats and camp beds rated for Aussie nights.', ['Sleeping bag', 'Self-inflating mat', 'Camp bed']),
      sub('camp-kitchen', 'Camp kitchens', 'Stoves, fridges, cookware and everything for a campsite feast.', ['Portable fridge', 'Gas stove', 'Cookware']),
      sub('camper-trailers', 'Camper trailers & rooftop tents', 'Off-road camper trailers and rooftop tents for road trips.', ['Off-road', 'Rooftop tent', 'Sleeps 4']),
      sub('4wd-gear', '4WD touring gear', 'Recovery kits, awnings, water tanks and power for remote touring.', ['Recovery kit', 'Awning', 'Solar power']),
    ],
  },
  { key: 'cycling', name: 'Cycling', glyph: 'bike', colour: '#e67e22', theme: 'cycling', co2Save: 45, isOutdoor: true, subs: [
      sub('mtb', 'Mountain bikes', 'Dual-suspension and hardtail bikes for trail networks.', ['Dual suspension', 'Hardtail', 'Helmet included']),
      sub('e-bikes', 'E-bikes', 'Pedal-assist bikes for hills, commuting and long coastal rides.', ['Pedal assist', 'Long range', 'Step-through']),
      sub('road-bikes', 'Road bikes', 'Carbon and alloy road bikes sized for you.', ['Carbon', 'Alloy', 'Clip-in pedals']),
      sub('family-bikes', 'Kids & family bikes', 'Kids bikes, tag-alongs, child seats and trailers.', ['Kids', 'Child seat', 'Bike trailer']),
      sub('bike-tours', 'Guided rides', 'Local guides on the best rail trails and single track.', ['Rail trail', 'Single track', 'Food stops']),
    ],
  },
  { key: 'snow', name: 'Snow', glyph: 'snowflake', colour: '#5b7fd6', theme: 'snow', co2Save: 52, isOutdoor: true, subs: [
      sub('skis', 'Skis', 'All-mountain, beginner and touring skis with boots and poles.', ['All-mountain', 'Beginner', 'Boots included']),
      sub('snowboards', 'Snowboards', 'Freestyle and all-mountain boards with bindings and boots.', ['Freestyle', 'All-mountain', 'Boots included']),
      sub('snow-clothing', 'Snow clothing', 'Jackets, pants, gloves and goggles to stay warm on the slopes.', ['Jacket', 'Pants', 'Kids sizes']),
      sub('snowshoeing', 'Snowshoeing', 'Snowshoes and guided walks through snow gums.', ['Snowshoes', 'Guided', 'Backcountry']),
      sub('snow-lessons', 'Lessons & tours', 'Private and group lessons with qualified instructors.', ['Private lesson', 'Group lesson', 'Kids club']),
    ],
  },
  { key: 'hiking', name: 'Hiking', glyph: 'mountain', colour: '#6d8b3a', theme: 'hiking', co2Save: 30, isOutdoor: true, subs: [
      sub('packs', 'Packs & poles', 'Day packs, multi-day packs and trekking poles.', ['Day pack', 'Multi-day pack', 'Trekking poles']),
      sub('guided-walks', 'Guided walks', 'Half-day and full-day walks led by local guides.', ['Half day', 'Full day', 'Wildlife']),
      sub('navigation', 'Navigation & safety', 'PLBs, GPS units and first-aid kits for remote walks.', ['PLB', 'GPS', 'First aid']),
      sub('multi-day', 'Multi-day treks', 'Fully supported treks on Australia\u2019s great walks.', ['Great walk', 'Hut to hut', 'Catered']),
    ],
  },
  { key: 'fishing', name: 'Fishing', glyph: 'fish', colour: '#16a085', theme: 'fishing', co2Save: 22, isOutdoor: true, subs: [
      sub('rods', 'Rods & reels', 'Spin, surf and fly combos rigged and ready.', ['Surf rod', 'Spin combo', 'Fly fishing']),
      sub('charters', 'Fishing charters', 'Half and full-day charters with bait and tackle supplied.', ['Reef fishing', 'Estuary', 'Deep sea']),
      sub('kayak-fishing', 'Kayak fishing', 'Pedal and paddle fishing kayaks with rod holders.', ['Pedal drive', 'Rod holders', 'Sounder']),
      sub('crabbing', 'Crabbing & bait gear', 'Crab pots, bait pumps, nets and eskies.', ['Crab pots', 'Yabby pump', 'Esky']),
    ],
  },
  { key: 'surfing', name: 'Surfing', glyph: 'surfboard', colour: '#0fa3b1', theme: 'surfing', co2Save: 28, isOutdoor: true, subs: [
      sub('surfboards', 'Surfboards', 'Softboards, mals, fishes and shortboards.', ['Softboard', 'Longboard', 'Shortboard']),
      sub('wetsuits', 'Wetsuits', 'Springsuits and steamers for warm and cold water.', ['Springsuit', 'Steamer', 'Kids sizes']),
      sub('surf-lessons', 'Surf lessons', 'Group and private lessons on patrolled beaches.', ['Group lesson', 'Private lesson', 'All ages']),
      sub('bodyboards', 'Bodyboards', 'Bodyboards and fins for the whole family.', ['Bodyboard', 'Fins', 'Kids']),
    ],
  },
  { key: 'photography', name: 'Photography', glyph: 'camera', colour: '#8e44ad', theme: 'photography', co2Save: 18, isOutdoor: false, subs: [
      sub('cameras', 'Cameras', 'Mirrorless and DSLR bodies, action cams and 360 cameras.', ['Mirrorless', 'Action camera', 'Full frame']),
      sub('lenses', 'Lenses', 'Wide, telephoto and macro glass for landscapes and wildlife.', ['Telephoto', 'Wide angle', 'Macro']),
      sub('drones', 'Drones', 'Camera drones with spare batteries; fly within CASA rules.', ['4K video', 'Spare batteries', 'Compact']),
      sub('photo-tours', 'Photo tours', 'Sunrise and wildlife photography with a pro.', ['Sunrise', 'Wildlife', 'Astro']),
    ],
  },
  { key: 'tours', name: 'Tours', glyph: 'compass', colour: '#d35400', theme: 'tours', co2Save: 12, isOutdoor: true, subs: [
      sub('wildlife', 'Wildlife tours', 'Whales, koalas, penguins and crocs with expert guides.', ['Whale watching', 'Native animals', 'Small group']),
      sub('food-wine', 'Food & wine', 'Cellar doors, farm gates and long lunches.', ['Wine tasting', 'Lunch included', 'Pick-up included']),
      sub('scenic-flights', 'Scenic flights', 'Helicopter and light-plane flights over reefs and ranges.', ['Helicopter', 'Reef', 'Sunset']),
      sub('cultural', 'Cultural & heritage', 'First Nations-led experiences and heritage walks.', ['First Nations', 'Heritage', 'Walking tour']),
    ],
  },
  { key: 'climbing', name: 'Climbing', glyph: 'climbing', colour: '#a0522d', theme: 'climbing', co2Save: 20, isOutdoor: true, subs: [
      sub('rock-climbing', 'Rock climbing', 'Guided outdoor climbs on sandstone and granite.', ['Top rope', 'Beginner', 'Guided']),
      sub('abseiling', 'Abseiling & canyoning', 'Abseils and canyon trips with certified guides.', ['Canyoning', 'Abseiling', 'Wetsuit included']),
      sub('climbing-gear', 'Climbing gear', 'Harnesses, shoes, ropes and bouldering pads.', ['Harness', 'Bouldering pad', 'Rope']),
    ],
  },
  { key: 'beach', name: 'Beach', glyph: 'umbrella', colour: '#f1a208', theme: 'beach', co2Save: 15, isOutdoor: true, subs: [
      sub('beach-shade', 'Beach chairs & shade', 'Umbrellas, cabanas and low chairs for a day on the sand.', ['Umbrella', 'Cabana', 'Chairs']),
      sub('beach-games', 'Beach games', 'Cricket sets, spikeball, frisbees and kites.', ['Beach cricket', 'Kite', 'Spikeball']),
      sub('beach-carts', 'Beach carts & coolers', 'Wagons and coolers to haul it all from the car park.', ['Beach trolley', 'Cooler', 'Family']),
    ],
  },
  { key: 'party-events', name: 'Party & events', glyph: 'balloon', colour: '#c0392b', theme: 'party', co2Save: 40, isOutdoor: false, subs: [
      sub('marquees', 'Marquees & tents', 'Pop-up gazebos and marquees for backyard parties and weddings.', ['Pop-up gazebo', 'Marquee', 'Sides included']),
      sub('sound-lighting', 'Sound & lighting', 'PA systems, speakers and festoon lighting.', ['PA system', 'Festoon lights', 'Microphone']),
      sub('furniture', 'Furniture hire', 'Trestle tables, chairs and bar leaners.', ['Tables', 'Chairs', 'Bar leaners']),
      sub('picnics', 'Picnic setups', 'Styled picnics and outdoor dining set up for you.', ['Styled picnic', 'Proposal', 'Birthday']),
      sub('lawn-games', 'Outdoor games', 'Giant Jenga, quoits and lawn bowls sets.', ['Giant games', 'Quoits', 'Kids party']),
    ],
  },
]
