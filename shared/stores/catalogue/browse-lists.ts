/**
 * The lists of the browsing pages, each a createPagedList() keyed by what it lists and
 * ending on a short page: the /list/equipments pages (12 a page, keyed by list type), the
 * /stories tabs (9 a page, keyed by tab) and /saved-item (the user's bookmarks, 5 a page,
 * next page by position so an unsaved item never makes it skip one). One per island, so
 * nothing is shared between pages or requests; the island hands the server's first page
 * over with `open(key, firstPage)`.
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
import { createPagedList } from '../lib/paged-list.ts'

function browseList<T extends { _id: string }>(
  pageSize: number,
  load: (key: string, pageNo: number) => Promise<ListData<T> | null>,
) {
  return createPagedList<T, string>((pageNo, key) => load(key, pageNo), {
    pageSize,
    shortPageEnds: true,
  })
}

/** Key: the list type; RELATED_ITEM lists the items like `relatedTo`. */
export function createEquipmentList(relatedTo?: string) {
  return browseList<ItemSummary>(browsePageSizes.equipmentList, (type, pageNo) => {
    const request = equipmentListRequest(type as EquipmentListType, relatedTo, pageNo)
    if (!request) return Promise.resolve(null)
    return api.get<ListData<ItemSummary>>(request.path, { query: request.query })
  })
}

/** Key: the story tab (storyType). */
export function createStoryList() {
  return browseList<Story>(browsePageSizes.stories, (storyType, pageNo) =>
    api.get<ListData<Story>>(homeCalls.stories.path, {
      query: { storyType, pageNo, limit: browsePageSizes.stories },
    }),
  )
}

/** The signed-in user's saved items; open with any key ('saved'). */
export function createSavedItems() {
  return browseList<ItemSummary>(browsePageSizes.savedItems, (_key, pageNo) =>
    api.get<ListData<ItemSummary>>(bookmarkCalls.list.path, {
      query: { pageNo, limit: browsePageSizes.savedItems },
      auth: 'bearer',
    }),
  )
}
