/** An item as GET /items/{id} answers it, for the item widget's tests. */
import type { ItemDetail } from '../../shared/contract/catalogue/items.ts'
import type { Question } from '../../shared/contract/catalogue/questions.ts'

export const supplierId = 'supplier-1'

export const item: ItemDetail = {
  _id: 'item-1',
  itemName: 'Stand-up paddle board',
  media: [
    { url: '/media/sup-1.jpg', thumbnailImage: '/media/sup-1-thumb.jpg', type: 1 },
    { url: '/media/sup-2.jpg', thumbnailImage: '/media/sup-2-thumb.jpg', type: 1 },
  ],
  rating: 4.25,
  reviewTag: 'Great',
  distance: null,
  price: [
    { amount: 45, type: 1 },
    { amount: 200, type: 2 },
  ],
  bond: 100,
  bookMarked: false,
  instantBooking: true,
  itemCategoryType: 2,
  categories: { _id: 'c1', name: 'Water sports', icon: '', subCategories: [] },
  pickUpLocation: {
    address: '1 Beach Rd',
    city: 'Bondi',
    state: 'NSW',
    latitude: -33.9,
    longitude: 151.27,
  },
  userId: supplierId,
  itemDescription: 'A stable board for calm water.',
  itemConditionNotes: '',
  reviewCount: 3,
  tags: [],
  availableUnits: 2,
  isGroupBooking: false,
  minimumGroupNumber: null,
  maximumGroupNumber: null,
  isNoMaxGroup: false,
  minimumHireDuration: { value: 1, type: 1 },
  maximumHireDuration: { value: 2, type: 2 },
  isNoMaxHireDuration: false,
  pickUpDaysAndTime: [{ day: 'everyday', startTime: 540, endTime: 1020 }],
  isSameAsBusinessHour: false,
  isApplyTermsAndCond: true,
  termsAndCondDoc: null,
  isInsuranceAvailable: false,
  supplier: {
    userId: supplierId,
    name: 'Sam Supplier',
    profilePicture: '',
    rating: 4.6,
    reviewCount: 5,
    totalHireItem: 12,
    userType: 'INDIVIDUAL',
    verifyStatus: 'VERIFIED',
  },
  questions: { totalQuestion: 2, newQuestion: 1 },
  relatedItems: [],
  co2Save: 12,
  created: '2026-01-01T00:00:00.000Z',
}

export function question(id: string, answer: string | null): Question {
  return {
    _id: id,
    question: `Question ${id}?`,
    answer,
    created: '2026-01-02T00:00:00.000Z',
    itemId: item._id,
    itemName: item.itemName,
    productOwnerId: supplierId,
    userId: 'hirer-1',
    questionData: { name: 'Hana Hirer', profilePicture: '' },
    answerData: answer ? { name: 'Sam Supplier', profilePicture: '', created: '2026-01-03' } : null,
  }
}
