/**
 * Item detail for the item page and `<hire-item>`. `loadItem` answers the
 * item, or `missing` on the API's 404 ('Item not exist') or a malformed id; other failures are `error`, so the
 * widget can offer a retry instead of claiming the item is gone.
 */
import { map } from 'nanostores'
import { api } from '../../api/client.ts'
import { ApiError } from '../../api/errors.ts'
import { type ItemDetail, itemDetailPath } from '../../contract/catalogue/items.ts'

export type ItemState =
  | { status: 'loading' }
  | { status: 'ready'; item: ItemDetail }
  | { status: 'missing' }
  | { status: 'error'; message: string }

/** Item states by id: several `<hire-item>` on a page share one call per item. */
export const $items = map<Record<string, ItemState>>({})

export async function loadItem(itemId: string): Promise<ItemState> {
  $items.setKey(itemId, { status: 'loading' })
  let state: ItemState
  try {
    const item = await api.get<ItemDetail>(itemDetailPath(itemId))
    state = item ? { status: 'ready', item } : { status: 'missing' }
  } catch (error) {
    state =
      // The id is the call's only input: a malformed one (400) names no item either.
      error instanceof ApiError && (error.status === 404 || error.status === 400)
        ? { status: 'missing' }
        : { status: 'error', message: (error as Error).message }
  }
  $items.setKey(itemId, state)
  return state
}
