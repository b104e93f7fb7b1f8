/**
 * The lists of the browsing pages, each a createBrowseList(): the /list/equipments pages
 * (12 a page), the /stories tabs (9 a page, keyed by tab) and /saved-item (the user's
 * bookmarks, 5 a page). One per island, so nothing is shared between pages or requests.
 */
import { api } from '../../api/client.ts'
import { bookmarkCalls } from '../../contract/catalogue/bookmarks.ts'
import {
  browsePageSizes,
  type EquipmentListType,
  equipmentListRequest,
} from '../../contract/catalogue/browse.ts'
import type { ItemSummary } from '../../contract/catalogue/catalogue.ts'
import { homeCalls, type Story } from '../../contract/catalogue/home.ts'
import type { ListData } from '../../contract/core/envelope.ts'
import { createBrowseList } from '../lib/browse-list.ts'

const itemId = (item: { _id: string }) => item._id

/** Key: the list type; RELATED_ITEM lists the items like `relatedTo`. */
export function createEquipmentList(relatedTo?: string) {
  return createBrowseList<ItemSummary>({
    pageSize: browsePageSizes.equipmentList,
    idOf: itemId,
    load: (type, pageNo) => {
      const request = equipmentListRequest(type as EquipmentListType, relatedTo, pageNo)
      if (!request) return Promise.resolve(null)
      return api.get<ListData<ItemSummary>>(request.path, { query: request.query })
    },
  })
}

/** Key: the story tab (storyType). */
export function createStoryList() {
  return createBrowseList<Story>({
    pageSize: browsePageSizes.stories,
    idOf: itemId,
    load: (storyType, pageNo) =>
      api.get<ListData<Story>>(homeCalls.stories.path, {
        query: { storyType, pageNo, limit: browsePageSizes.stories },
      }),
  })
}

/** The signed-in user's saved items; open with any key ('saved'). */
export function createSavedItems() {
  return createBrowseList<ItemSummary>({
    pageSize: browsePageSizes.savedItems,
    idOf: itemId,
    load: (_key, pageNo) =>
      api.get<ListData<ItemSummary>>(bookmarkCalls.list.path, {
        query: { pageNo, limit: browsePageSizes.savedItems },
        auth: 'bearer',
      }),
  })
}
