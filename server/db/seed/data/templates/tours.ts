/** Tours listings. */
import { type ItemTemplate, templates } from './define.ts'

const tour = templates('tours', ['coast', 'reef', 'bush', 'outback'])

// biome-ignore format: a table, one row per listing
export const tourTemplates: ItemTemplate[] = [
  tour.x('wildlife', 'Whale watching cruise', 'Humpbacks on their migration, May to November, with expert commentary.', { half: 99 }, [2, 30], ['coast']),
  tour.x('wildlife', 'Koala and kangaroo encounter', 'Meet rescued wildlife and learn how carers return them to the bush.', { half: 75 }, [2, 20], ['bush', 'city']),
  tour.x('wildlife', 'Crocodile river cruise', 'See saltwater crocodiles in the wild from the safety of a covered boat.', { half: 85 }, [2, 30], ['outback', 'reef']),
  tour.x('wildlife', 'Little penguin parade tour', 'Watch penguins waddle home at dusk, with a ranger-led talk.', { half: 65 }, [2, 20], ['coast']),
  tour.x('food-wine', 'Cellar door tasting tour', 'Four cellar doors, a cheese platter and door-to-door pick-up.', { day: 149 }, [2, 12], ['wine']),
  tour.x('food-wine', 'Farm gate food trail', 'Meet the growers, taste the produce and finish with lunch on a farm.', { day: 169 }, [2, 12], ['wine', 'bush']),
  tour.x('food-wine', 'Gin distillery experience', 'Blend your own gin and take home a bottle.', { half: 129 }, [2, 10], ['wine', 'city']),
  tour.x('food-wine', 'Seafood and oyster cruise', 'Shuck oysters straight from the farm on a relaxed bay cruise.', { half: 139 }, [2, 16], ['coast']),
  tour.x('scenic-flights', 'Helicopter reef flight', 'Thirty minutes over reefs and islands, including the famous heart-shaped reef where it is in reach.', { hour: 399 }, [1, 4], ['reef']),
  tour.x('scenic-flights', 'Sunset scenic flight', 'A light-plane flight over the ranges as the sun goes down.', { hour: 289 }, [1, 3], ['outback', 'bush', 'coast']),
  tour.x('scenic-flights', 'Coastal helicopter tour', 'Fly along the coast past headlands, beaches and lighthouses.', { hour: 259 }, [1, 4], ['coast', 'city']),
  tour.x('cultural', 'First Nations culture walk', 'An Aboriginal guide shares Country, bush foods and stories along the way.', { half: 89 }, [2, 15], ['outback', 'bush', 'city']),
  tour.x('cultural', 'Heritage walking tour', 'Convict history, old pubs and hidden laneways with a local historian.', { half: 55 }, [2, 20], ['city']),
  tour.x('cultural', 'Rock art and bush tucker tour', 'Visit rock art sites and taste bush tucker on a small-group day tour.', { day: 199 }, [2, 12], ['outback']),
]
