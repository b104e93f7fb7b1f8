/** Test data shared by the search widget tests. */
import type { Category } from '../../shared/contract/catalogue/catalogue.ts'
import type { PlaceDetails, PlaceSuggestion } from '../../shared/contract/catalogue/places.ts'

const category = (id: string, name: string): Category => ({
  _id: id,
  name,
  icon: `/media/icons/${name.toLowerCase()}.svg`,
  co2Save: 10,
  subCategories: [],
  tags: [],
})

export const categories: Category[] = [
  category('0b8f7c9e-2f6a-4c1e-9a51-3c1f0b0a7d11', 'Kayaking'),
  category('1c9f8dae-3a7b-4d2f-8b62-4d2f1c1b8e22', 'Camping'),
  category('2dae9ebf-4b8c-4e3a-9c73-5e3a2d2c9f33', 'Snow sports'),
]

export const byron: PlaceSuggestion = {
  placeId: 'byron-bay',
  main_text: 'Byron Bay',
  secondary_text: 'NSW, Australia',
}
export const byronDetails: PlaceDetails = {
  placeId: 'byron-bay',
  address: 'Byron Bay NSW, Australia',
  main_text: 'Byron Bay',
  secondary_text: 'NSW, Australia',
  lat: -28.6474,
  lng: 153.602,
}
