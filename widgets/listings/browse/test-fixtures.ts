/** Items and stories for the browsing islands' tests. */
import type { ItemSummary } from '../../../shared/contract/catalogue/catalogue.ts'
import type { Story } from '../../../shared/contract/catalogue/home.ts'
import type { ListData } from '../../../shared/contract/core/envelope.ts'

export const item = (n: number, bookMarked = false): ItemSummary =>
  ({
    _id: `item-${n}`,
    itemName: `Item ${n}`,
    media: [],
    rating: 4.25,
    reviewTag: '',
    distance: null,
    price: [{ amount: 40, type: 1 }],
    bookMarked,
  }) as unknown as ItemSummary

export const itemPage = (from: number, count: number, total: number): ListData<ItemSummary> => ({
  list: Array.from({ length: count }, (_, index) => item(from + index)),
  total,
})

export const story = (n: number): Story => ({
  _id: `story-${n}`,
  title: `Story ${n}`,
  description: `<p>About story ${n}</p>`,
  media: [{ url: `/media/stories/${n}.jpg` }],
  storyType: 'FOR_YOU',
  created: '2026-10-01T00:00:00.000Z',
})

export const storyPage = (from: number, count: number, total: number): ListData<Story> => ({
  list: Array.from({ length: count }, (_, index) => story(from + index)),
  total,
})
