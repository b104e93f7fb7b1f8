import { beforeEach, describe, expect, it, vi } from 'vitest'

const get = vi.fn<(path: string, options?: unknown) => Promise<unknown>>()
vi.mock('../../api/client.ts', () => ({ api: { get }, bindSession: () => {} }))

const { createEquipmentList, createSavedItems, createStoryList } = await import('./browse-lists.ts')

beforeEach(() => {
  get.mockReset()
  get.mockResolvedValue({ list: [], total: 0 })
})

describe('browse lists', () => {
  it('page the popular and weekend lists 12 at a time', async () => {
    await createEquipmentList().open('POPULAR')
    expect(get).toHaveBeenLastCalledWith('/items/popular-items', {
      query: { limit: 12, pageNo: 1 },
    })
    await createEquipmentList().open('OUTDOOR_WEEKEND_ITEM')
    expect(get).toHaveBeenLastCalledWith('/items/outdoor-weekend', {
      query: { limit: 12, pageNo: 1 },
    })
  })

  it('page the items related to an item', async () => {
    const list = createEquipmentList('item-9')
    await list.open('RELATED_ITEM', {
      list: Array.from({ length: 12 }, (_, n) => ({ _id: `i${n}` })) as never,
      total: 30,
    })
    await list.loadMore()
    expect(get).toHaveBeenCalledWith('/items/related-items', {
      query: { itemId: 'item-9', type: '0', limit: 12, pageNo: 2 },
    })
  })

  it('ask nothing for related items without an item', async () => {
    const list = createEquipmentList()
    await list.open('RELATED_ITEM')
    expect(get).not.toHaveBeenCalled()
    expect(list.$list.get()).toMatchObject({ status: 'ready', done: true, list: [] })
  })

  it('page a story tab 9 at a time', async () => {
    await createStoryList().open('OUR_PICK')
    expect(get).toHaveBeenCalledWith('/user/adventure/stories', {
      query: { storyType: 'OUR_PICK', pageNo: 1, limit: 9 },
    })
  })

  it('read saved items 5 at a time as the user', async () => {
    await createSavedItems().open('saved')
    expect(get).toHaveBeenCalledWith('/items/bookmarks', {
      query: { pageNo: 1, limit: 5 },
      auth: 'bearer',
    })
  })
})
