/** A draft that passes every step, for tests. */
import type { ListingDraft } from './draft.ts'
import { emptyDraft } from './draft.ts'

export function validDraft(change: Partial<ListingDraft> = {}): ListingDraft {
  const draft = emptyDraft()
  return {
    ...draft,
    itemName: 'Sea kayak',
    itemCategoryType: 2,
    availableUnits: '2',
    categoryId: '00000000-0000-4000-8000-000000000001',
    subCategoryId: '00000000-0000-4000-8000-000000000002',
    tagIds: ['00000000-0000-4000-8000-000000000003'],
    media: [{ url: 'https://x/media/uploads/a.jpg', thumbnailImage: '', type: 1 }],
    itemDescription: 'A stable sea kayak with paddles.',
    address: '12 The Corso',
    city: 'Manly',
    state: 'NSW',
    latitude: -33.8,
    longitude: 151.28,
    days: [{ id: 'r1', day: 'monday', startTime: '09:00', endTime: '17:00' }],
    minDuration: { type: 1, value: '1' },
    maxDuration: { type: 2, value: '2' },
    prices: draft.prices.map((price) =>
      price.type === 1 ? { ...price, on: true, amount: '45.50' } : price,
    ),
    bond: '100',
    ...change,
  }
}
