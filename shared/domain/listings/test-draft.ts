/** A draft that passes every step, and a bank payload that passes the form, for tests. */
import type { BankPayload } from '../../contract/listings/bank.ts'
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

/** A bank payload that passes the bank form's rules, for tests. */
export const testBankPayload: BankPayload = {
  country: 'AU',
  currency: 'aud',
  accountType: 'individual',
  accountNumber: '000123456',
  bsbNumber: '062000',
  Day: 14,
  Month: 3,
  Year: 1988,
  first_name: 'Sam',
  last_name: 'Supplier',
  email: 'sam@example.com',
  address: { city: 'Manly', line1: '12 The Corso', postal_code: '2095', state: 'NSW' },
  ssn_last_4: '3456',
}
