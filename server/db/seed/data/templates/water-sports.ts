/** Water sports listings. */
import { type ItemTemplate, templates } from './define.ts'

const water = templates('water-sports', ['coast', 'reef', 'city'])

// biome-ignore format: a table, one row per listing
export const waterSportsTemplates: ItemTemplate[] = [
  water.p('kayaking', 'Single sit-on-top kayak', 'Stable 3 m sit-on-top that suits first-timers and kids over 12. Paddle, PFD and a dry bag included.', { hour: 20, half: 45, day: 65, week: 280 }, 150, [1, 4]),
  water.p('kayaking', 'Double touring kayak', 'Roomy two-seater with rudder and hatches, great for bay crossings and picnic runs.', { half: 60, day: 90, week: 380 }, 250, [1, 3]),
  water.p('kayaking', 'Glass-bottom clear kayak', 'See the fish beneath you in this clear polycarbonate kayak. Best on calm, sunny days.', { hour: 35, half: 70 }, 200, [1, 2], ['reef', 'coast']),
  water.x('kayaking', 'Sunrise sea kayak tour', 'Paddle out at first light with a qualified guide, watch for dolphins and finish with coffee on the beach.', { half: 95 }, [2, 12]),
  water.x('kayaking', 'Twilight paddle and picnic', 'An easy guided evening paddle to a quiet cove, with a grazing box and sunset views.', { half: 120 }, [2, 8]),
  water.p('sup', 'Inflatable SUP package', '10\u20196\u201d all-round inflatable board with pump, leash and adjustable paddle. Packs into a backpack.', { half: 40, day: 60, week: 250 }, 150, [1, 5]),
  water.p('sup', 'Touring SUP board', '12\u20196\u201d touring board that glides straight and fast for longer paddles.', { half: 50, day: 75, week: 300 }, 250, [1, 2]),
  water.x('sup', 'Beginner SUP lesson', 'A 90-minute lesson on flat water: stance, strokes and turning, boards supplied.', { hour: 55 }, [1, 6]),
  water.x('sup', 'SUP yoga session', 'Flow through a gentle yoga class on anchored boards. No experience needed.', { hour: 45 }, [2, 10], ['coast', 'city']),
  water.p('snorkelling', 'Snorkel set with fins', 'Low-volume mask, dry-top snorkel and open-heel fins in a mesh bag. Sizes from kids to adult XL.', { day: 15, week: 60 }, 40, [2, 5]),
  water.p('snorkelling', 'Full-face snorkel mask', 'Full-face mask with anti-fog dome and a GoPro mount, sanitised between hires.', { day: 18, week: 70 }, 50, [1, 4]),
  water.p('snorkelling', '5 mm dive wetsuit and hood', 'Warm steamer and hood for cooler southern waters, cleaned and dried after every hire.', { day: 25, week: 100 }, 80, [1, 4], ['coast']),
  water.x('snorkelling', 'Guided reef snorkel trip', 'Small-group snorkel over the reef with a marine biologist guide; gear and stinger suit included.', { day: 189 }, [2, 12], ['reef']),
  water.x('snorkelling', 'Discover scuba dive', 'Your first dive with a PADI instructor: pool skills, then a shallow reef or bay dive.', { half: 220 }, [1, 4], ['reef', 'coast']),
  water.p('boating', 'Self-drive tinny (4 hp)', 'A 3.7 m aluminium boat with a 4 hp outboard, no licence required. Safety gear and fuel included.', { hour: 60, half: 160, day: 240 }, 400, [1, 2], ['coast', 'reef']),
  water.p('boating', 'BBQ pontoon boat', 'Cruise the waterways with up to 10 friends on a pontoon with a gas BBQ and shade roof.', { hour: 140, half: 450, day: 750 }, 800, [1, 1], ['coast', 'city']),
  water.x('boating', 'Skippered harbour cruise', 'Relax on a private yacht while the skipper shows you hidden beaches and the best views.', { half: 180 }, [2, 10], ['city', 'coast']),
  water.x('boating', 'Island hopping day sail', 'A full day under sail with snorkelling stops, lunch and drinks on board.', { day: 245 }, [4, 20], ['reef']),
  water.x('jet-ski', 'Guided jet ski safari', 'Follow your guide along the coastline; no licence needed, briefing and life jackets included.', { hour: 160 }, [1, 8], ['coast', 'reef']),
  water.x('jet-ski', 'Jet ski island tour', 'A two-hour ride out to the islands with a stop on a secluded beach.', { half: 320 }, [1, 6], ['reef', 'coast']),
]
