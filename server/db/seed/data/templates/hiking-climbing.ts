/** Hiking and climbing listings. */
import { type ItemTemplate, templates } from './define.ts'

const hike = templates('hiking', ['bush', 'snow'])
const climb = templates('climbing', ['bush'])

// biome-ignore format: a table, one row per listing
export const hikingClimbingTemplates: ItemTemplate[] = [
  hike.p('packs', '65 L hiking pack', 'Adjustable-back multi-day pack with rain cover.', { day: 20, week: 80 }, 80, [1, 4]),
  hike.p('packs', 'Trekking poles (pair)', 'Collapsible carbon trekking poles with cork grips.', { day: 8, week: 30 }, 30, [2, 5]),
  hike.p('packs', 'Child carrier backpack', 'Framed child carrier with sunshade for walks with toddlers.', { day: 25, week: 100 }, 100, [1, 2], ['bush', 'city']),
  hike.x('guided-walks', 'Half-day waterfall walk', 'A guided walk to lookouts and waterfalls, with stories of the land and its plants.', { half: 79 }, [2, 14]),
  hike.x('guided-walks', 'Summit sunrise hike', 'Start by head torch, reach the summit at dawn, then breakfast on the mountain.', { half: 110 }, [2, 10]),
  hike.x('guided-walks', 'Wildlife spotlight walk', 'Night walk looking for possums, gliders, owls and wombats with a naturalist.', { hour: 45 }, [2, 12], ['bush', 'coast']),
  hike.p('navigation', 'Personal locator beacon', 'GPS PLB registered for hire; a must for remote walks.', { day: 10, week: 40 }, 100, [1, 5]),
  hike.p('navigation', 'Handheld GPS with topo maps', 'Handheld GPS unit loaded with topographic maps.', { day: 15, week: 60 }, 150, [1, 3]),
  hike.p('navigation', 'Remote first-aid kit', 'Comprehensive kit with snake bandages and a wilderness guide.', { day: 8, week: 30 }, 40, [1, 5]),
  hike.x('multi-day', 'Three-day guided great walk', 'A fully catered three-day trek with a guide, packs, tents and food supplied.', { day: 380 }, [2, 10]),
  hike.x('multi-day', 'Overnight hut hike', 'Two days on the track with a night in a mountain hut. Meals and gear included.', { day: 290 }, [2, 8]),
  climb.x('rock-climbing', 'Intro to rock climbing', 'Half a day on top rope with certified guides. All gear supplied, no experience needed.', { half: 160 }, [2, 8]),
  climb.x('rock-climbing', 'Multi-pitch climbing day', 'A guided multi-pitch climb for confident climbers, with abseil descent.', { day: 340 }, [1, 3]),
  climb.x('abseiling', 'Cliff abseiling adventure', 'Learn to abseil and progress to a 30 m cliff with breathtaking views.', { half: 150 }, [2, 10]),
  climb.x('abseiling', 'Canyoning day trip', 'Swim, slide, jump and abseil through a hidden canyon. Wetsuits provided.', { day: 260 }, [3, 10]),
  climb.p('climbing-gear', 'Climbing harness and shoes', 'Harness, shoes, belay device and a locking carabiner.', { day: 25, week: 100 }, 80, [1, 4], ['bush', 'city']),
  climb.p('climbing-gear', 'Bouldering crash pad', 'Large folding crash pad with carry straps.', { day: 20, week: 80 }, 80, [1, 3], ['bush', 'city']),
  climb.p('climbing-gear', '60 m dynamic rope', 'Dry-treated 9.8 mm single rope with rope bag.', { day: 25, week: 100 }, 150, [1, 2]),
]
