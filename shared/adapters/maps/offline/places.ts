/**
 * Major Australian cities for the offline map's places layer (coordinates rounded to about
 * 1 km). `rank` 1 marks capitals, shown at every zoom; rank 2 shows once the map is closer.
 */
export interface Place {
  name: string
  lng: number
  lat: number
  rank: 1 | 2
}

export const places: readonly Place[] = [
  { name: 'Sydney', lng: 151.21, lat: -33.87, rank: 1 },
  { name: 'Melbourne', lng: 144.96, lat: -37.81, rank: 1 },
  { name: 'Brisbane', lng: 153.03, lat: -27.47, rank: 1 },
  { name: 'Perth', lng: 115.86, lat: -31.95, rank: 1 },
  { name: 'Adelaide', lng: 138.6, lat: -34.93, rank: 1 },
  { name: 'Hobart', lng: 147.33, lat: -42.88, rank: 1 },
  { name: 'Darwin', lng: 130.84, lat: -12.46, rank: 1 },
  { name: 'Canberra', lng: 149.13, lat: -35.28, rank: 1 },
  { name: 'Gold Coast', lng: 153.4, lat: -28.02, rank: 2 },
  { name: 'Newcastle', lng: 151.78, lat: -32.93, rank: 2 },
  { name: 'Sunshine Coast', lng: 153.07, lat: -26.65, rank: 2 },
  { name: 'Wollongong', lng: 150.89, lat: -34.42, rank: 2 },
  { name: 'Gosford', lng: 151.34, lat: -33.43, rank: 2 },
  { name: 'Katoomba', lng: 150.31, lat: -33.71, rank: 2 },
  { name: 'Geelong', lng: 144.36, lat: -38.15, rank: 2 },
  { name: 'Ballarat', lng: 143.85, lat: -37.56, rank: 2 },
  { name: 'Bendigo', lng: 144.28, lat: -36.76, rank: 2 },
  { name: 'Albury', lng: 146.92, lat: -36.08, rank: 2 },
  { name: 'Wagga Wagga', lng: 147.37, lat: -35.12, rank: 2 },
  { name: 'Orange', lng: 149.1, lat: -33.28, rank: 2 },
  { name: 'Dubbo', lng: 148.6, lat: -32.25, rank: 2 },
  { name: 'Port Macquarie', lng: 152.91, lat: -31.43, rank: 2 },
  { name: 'Coffs Harbour', lng: 153.11, lat: -30.3, rank: 2 },
  { name: 'Byron Bay', lng: 153.61, lat: -28.64, rank: 2 },
  { name: 'Toowoomba', lng: 151.95, lat: -27.56, rank: 2 },
  { name: 'Rockhampton', lng: 150.51, lat: -23.38, rank: 2 },
  { name: 'Mackay', lng: 149.19, lat: -21.14, rank: 2 },
  { name: 'Townsville', lng: 146.82, lat: -19.26, rank: 2 },
  { name: 'Cairns', lng: 145.77, lat: -16.92, rank: 2 },
  { name: 'Launceston', lng: 147.14, lat: -41.43, rank: 2 },
  { name: 'Mildura', lng: 142.16, lat: -34.19, rank: 2 },
  { name: 'Mount Gambier', lng: 140.78, lat: -37.83, rank: 2 },
  { name: 'Bunbury', lng: 115.64, lat: -33.33, rank: 2 },
  { name: 'Margaret River', lng: 115.07, lat: -33.95, rank: 2 },
  { name: 'Broome', lng: 122.24, lat: -17.96, rank: 2 },
  { name: 'Alice Springs', lng: 133.88, lat: -23.7, rank: 2 },
]
