/** Item cards and ids for the listings tests. */
import type { ItemSummary } from '../../shared/contract/catalogue/catalogue.ts'

export const supplierId = '3f1c2b6a-9d4e-5a7b-8c1d-2e3f4a5b6c7d'
export const categoryId = '0a1b2c3d-4e5f-5a6b-9c8d-7e6f5a4b3c2d'

export function card(index: number): ItemSummary {
  return {
    _id: `item-${index}`,
    itemName: `Listing ${index}`,
    media: [{ url: `/media/${index}.jpg`, thumbnailImage: `/media/${index}-thumb.jpg`, type: 1 }],
    rating: 4.5,
    reviewTag: '',
    distance: null,
    price: [{ amount: 40 + index, type: 1 }],
    bond: 0,
    bookMarked: false,
    instantBooking: true,
    itemCategoryType: 2,
    categories: { _id: categoryId, name: 'Kayaking', icon: '' },
    pickUpLocation: { address: '', city: 'Bondi', state: 'NSW', latitude: 0, longitude: 0 },
  }
}

export const cards = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => card(from + index))
