/** Surfing and beach listings. */
import { type ItemTemplate, templates } from './define.ts'

const surf = templates('surfing', ['coast'])
const beach = templates('beach', ['coast'])

// biome-ignore format: a table, one row per listing
export const surfBeachTemplates: ItemTemplate[] = [
  surf.p('surfboards', '8\u2019 foam softboard', 'Forgiving, buoyant and soft: the best board to learn on. Leash and wax included.', { hour: 15, half: 25, day: 35, week: 150 }, 100, [2, 5]),
  surf.p('surfboards', '9\u20191\u201d longboard', 'Classic single-fin mal for small, clean days and noseriding practice.', { half: 40, day: 55, week: 230 }, 300, [1, 2]),
  surf.p('surfboards', '6\u20194\u201d fish', 'Twin-fin fish that flies in small to medium waves. Board bag included.', { day: 50, week: 210 }, 300, [1, 2]),
  surf.p('surfboards', 'Performance shortboard', 'Thruster for experienced surfers, 6\u20190\u201d to 6\u20196\u201d, FCS II fins.', { day: 55, week: 240 }, 400, [1, 3]),
  surf.p('wetsuits', '3/2 steamer wetsuit', 'Chest-zip 3/2 mm steamer for spring and autumn. Men\u2019s and women\u2019s sizes.', { day: 20, week: 80 }, 60, [2, 5]),
  surf.p('wetsuits', 'Springsuit', 'Short-arm, short-leg 2 mm springsuit for summer sessions.', { day: 15, week: 60 }, 40, [2, 5]),
  surf.p('wetsuits', 'Kids wetsuit pack', 'Two kids full suits and two rash vests, sizes 4 to 14.', { day: 25, week: 90 }, 50, [1, 3]),
  surf.x('surf-lessons', 'Two-hour group surf lesson', 'Learn to catch whitewater and stand up with accredited coaches on a patrolled beach. Board and wetsuit supplied.', { hour: 40 }, [2, 10]),
  surf.x('surf-lessons', 'Private surf coaching', 'One-on-one coaching with video review, tailored to your level.', { hour: 120 }, [1, 2]),
  surf.x('surf-lessons', 'Family surf lesson', 'A fun lesson for the whole family, kids from six years.', { hour: 150 }, [3, 6]),
  surf.p('bodyboards', 'Bodyboard and fins', 'Crescent-tail bodyboard with leash and a pair of fins.', { half: 15, day: 20, week: 70 }, 50, [2, 5]),
  surf.p('bodyboards', 'Kids bodyboard pack', 'Two kids bodyboards with leashes, perfect for the shallows.', { day: 20, week: 60 }, 40, [1, 3]),
  beach.p('beach-shade', 'Beach cabana', 'Quick-pitch UPF 50+ cabana that stays put in the wind, with sand pockets.', { day: 30, week: 110 }, 60, [1, 4]),
  beach.p('beach-shade', 'Beach umbrella and two chairs', 'Tilting 2 m umbrella with sand anchor and two low beach chairs.', { day: 25, week: 90 }, 50, [1, 5]),
  beach.p('beach-shade', 'Family beach day kit', 'Cabana, four chairs, an esky and a beach mat, ready to go.', { day: 55, week: 200 }, 100, [1, 3]),
  beach.p('beach-games', 'Beach cricket set', 'Bat, tennis balls, stumps and bails. The great Australian summer game.', { day: 12, week: 40 }, 20, [1, 4]),
  beach.p('beach-games', 'Spikeball set', 'Competition net, three balls and a carry bag.', { day: 15, week: 50 }, 40, [1, 3]),
  beach.p('beach-games', 'Stunt kite', 'Dual-line stunt kite for steady sea breezes.', { day: 18, week: 60 }, 40, [1, 2]),
  beach.p('beach-carts', 'Beach trolley with balloon wheels', 'Folding trolley with wide wheels that roll over soft sand.', { day: 20, week: 70 }, 60, [1, 3]),
  beach.p('beach-carts', 'Large cooler esky', '60 L cooler that keeps ice for three days, with a drain plug.', { day: 15, week: 50 }, 40, [1, 4]),
]
