/**
 * Pick-up hubs: real places listings are spread over, each with a few real streets,
 * the settings it offers (which decide what can be hired there) and a local business.
 */
export type Setting = 'city' | 'coast' | 'reef' | 'bush' | 'snow' | 'wine' | 'outback'

export interface HubSeed {
  key: string
  /** gazetteer name and state */
  place: string
  state: string
  /** the city shown on cards */
  city: string
  streets: string[]
  settings: Setting[]
  business: string
}

const hub = (
  key: string,
  place: string,
  state: string,
  streets: string[],
  settings: Setting[],
  business: string,
  city = place,
): HubSeed => ({ key, place, state, city, streets, settings, business })

// biome-ignore format: a table, one row per entry
export const hubSeeds: HubSeed[] = [
  hub('sydney', 'Sydney', 'NSW', ['Harris Street, Pyrmont', 'Oxford Street, Paddington', 'Cleveland Street, Surry Hills'], ['city', 'coast'], 'Harbour City Hire'),
  hub('bondi', 'Bondi Beach', 'NSW', ['Campbell Parade', 'Hall Street', 'Curlewis Street'], ['coast'], 'Bondi Boardriders Hire'),
  hub('manly', 'Manly', 'NSW', ['The Corso', 'Pittwater Road', 'South Steyne'], ['coast', 'city'], 'Manly Kayak & Paddle'),
  hub('cronulla', 'Cronulla', 'NSW', ['Gerrale Street', 'The Esplanade'], ['coast'], 'Sutherland Shire Outdoors'),
  hub('katoomba', 'Katoomba', 'NSW', ['Katoomba Street', 'Cliff Drive'], ['bush'], 'Blue Mountains Adventure Co.'),
  hub('jervis-bay', 'Huskisson', 'NSW', ['Owen Street', 'Currambene Street'], ['coast', 'reef'], 'Jervis Bay Dive & Paddle', 'Jervis Bay'),
  hub('thredbo', 'Thredbo', 'NSW', ['Friday Drive', 'Diggings Terrace'], ['snow'], 'Thredbo Alpine Hire'),
  hub('jindabyne', 'Jindabyne', 'NSW', ['Kosciuszko Road', 'Snowy River Avenue'], ['snow', 'bush'], 'Snowy Mountains Gear Shed'),
  hub('hunter', 'Pokolbin', 'NSW', ['Broke Road', 'McDonalds Road'], ['wine'], 'Hunter Valley Tours', 'Hunter Valley'),
  hub('byron', 'Byron Bay', 'NSW', ['Jonson Street', 'Lawson Street', 'Bay Street'], ['coast'], 'Byron Bay Surf Co.'),
  hub('gold-coast', 'Surfers Paradise', 'QLD', ['Cavill Avenue', 'Orchid Avenue'], ['coast', 'city'], 'Goldie Adventure Hire', 'Gold Coast'),
  hub('burleigh', 'Burleigh Heads', 'QLD', ['Goodwin Terrace', 'James Street'], ['coast'], 'Burleigh Board Room', 'Gold Coast'),
  hub('noosa', 'Noosa Heads', 'QLD', ['Hastings Street', 'Noosa Parade'], ['coast', 'bush'], 'Noosa River Hire'),
  hub('brisbane', 'Brisbane', 'QLD', ['Boundary Street, West End', 'James Street, Fortitude Valley'], ['city'], 'River City Outdoor Hire'),
  hub('cairns', 'Cairns', 'QLD', ['The Esplanade', 'Sheridan Street'], ['reef', 'city'], 'Tropical North Adventures'),
  hub('port-douglas', 'Port Douglas', 'QLD', ['Macrossan Street', 'Wharf Street'], ['reef', 'coast'], 'Port Douglas Reef & Rainforest'),
  hub('airlie', 'Airlie Beach', 'QLD', ['Shute Harbour Road', 'Coral Esplanade'], ['reef', 'coast'], 'Whitsunday Island Hire', 'Whitsundays'),
  hub('melbourne', 'Melbourne', 'VIC', ['Brunswick Street, Fitzroy', 'Chapel Street, South Yarra', 'Flinders Lane'], ['city'], 'Yarra Outdoor Co.'),
  hub('st-kilda', 'St Kilda', 'VIC', ['Acland Street', 'Jacka Boulevard'], ['coast', 'city'], 'Port Phillip Paddle', 'Melbourne'),
  hub('torquay', 'Torquay', 'VIC', ['The Esplanade', 'Bell Street', 'Gilbert Street'], ['coast'], 'Surf Coast Hire Co.'),
  hub('lorne', 'Lorne', 'VIC', ['Mountjoy Parade', 'Great Ocean Road'], ['coast', 'bush'], 'Great Ocean Road Outfitters'),
  hub('phillip-island', 'Cowes', 'VIC', ['Thompson Avenue', 'The Esplanade'], ['coast'], 'Phillip Island Adventures', 'Phillip Island'),
  hub('falls-creek', 'Falls Creek', 'VIC', ['Bogong High Plains Road', 'Slalom Street'], ['snow'], 'High Country Snow Hire'),
  hub('bright', 'Bright', 'VIC', ['Gavan Street', 'Ireland Street'], ['bush', 'wine'], 'Alpine Valleys Cycle Hire'),
  hub('grampians', 'Halls Gap', 'VIC', ['Grampians Road', 'Dunkeld Road'], ['bush'], 'Grampians Rock & Trail'),
  hub('adelaide', 'Adelaide', 'SA', ['Rundle Street', 'King William Street', 'Jetty Road, Glenelg'], ['city', 'coast'], 'Festival City Hire'),
  hub('mclaren-vale', 'McLaren Vale', 'SA', ['Main Road', 'Kangarilla Road'], ['wine'], 'Fleurieu Food & Wine Tours'),
  hub('barossa', 'Tanunda', 'SA', ['Murray Street', 'Barossa Valley Way'], ['wine'], 'Barossa Bike & Wine', 'Barossa Valley'),
  hub('kangaroo-island', 'Kingscote', 'SA', ['Dauncey Street', 'Telegraph Road'], ['coast', 'bush'], 'Kangaroo Island Wild Hire', 'Kangaroo Island'),
  hub('perth', 'Perth', 'WA', ['Hay Street', 'Beaufort Street, Mount Lawley'], ['city'], 'Swan River Hire'),
  hub('cottesloe', 'Cottesloe', 'WA', ['Marine Parade', 'Napoleon Street'], ['coast'], 'Cottesloe Beach Hire', 'Perth'),
  hub('margaret-river', 'Margaret River', 'WA', ['Bussell Highway', 'Wallcliffe Road'], ['coast', 'wine', 'bush'], 'Margaret River Adventure Co.'),
  hub('hobart', 'Hobart', 'TAS', ['Salamanca Place', 'Elizabeth Street', 'Hunter Street'], ['city', 'bush'], 'Derwent Outdoor Hire'),
  hub('cradle', 'Cradle Mountain', 'TAS', ['Cradle Mountain Road'], ['bush'], 'Cradle Country Guides'),
  hub('freycinet', 'Coles Bay', 'TAS', ['Garnet Avenue', 'Freycinet Drive'], ['coast', 'bush'], 'Freycinet Sea Kayaking', 'Freycinet'),
  hub('derby', 'Derby', 'TAS', ['Main Street', 'Tasman Highway'], ['bush'], 'Blue Derby Bike Hire'),
  hub('canberra', 'Canberra', 'ACT', ['Lonsdale Street, Braddon', 'Barrine Drive'], ['city', 'bush'], 'Capital Cycle & Paddle'),
  hub('darwin', 'Darwin', 'NT', ['Mitchell Street', 'Stuart Park Road'], ['city', 'outback'], 'Top End Adventures'),
  hub('uluru', 'Yulara', 'NT', ['Yulara Drive'], ['outback'], 'Red Centre Journeys', 'Uluru'),
]
