/**
 * Manage listings: the owner's list (GET /seller/items, 10 a page, more on scroll), one
 * item with its owner fields and distance (GET /items/{id}), delete (DELETE /items/{id})
 * and the availability switches (PUT /items/change/availability).
 */
import { map } from 'nanostores'
import { allowedPosition, type Point } from '../../adapters/allowed-position.ts'
import { api } from '../../api/client.ts'
import { messageOf } from '../../api/errors.ts'
import type { ItemDetail } from '../../contract/catalogue/items.ts'
import type { ListData } from '../../contract/core/envelope.ts'
import { listingCalls, listingItemPath, listingLimits } from '../../contract/listings/calls.ts'
import type {
  AvailabilityPayload,
  OwnerFields,
  SellerItem,
} from '../../contract/listings/listing.ts'
import { availabilityMessages } from '../../contract/listings/messages.ts'
import { reportError } from '../core/feedback.ts'

export interface SellerListValue {
  status: 'idle' | 'loading' | 'ready' | 'error'
  list: SellerItem[]
  total: number
  page: number
}

export const $sellerItems = map<SellerListValue>({ status: 'idle', list: [], total: 0, page: 0 })

/** The next page (the first when `reset`); a failure keeps what was shown and toasts. */
export async function loadSellerItems(reset = false): Promise<void> {
  const current = $sellerItems.get()
  if (current.status === 'loading') return
  if (!reset && current.status === 'ready' && current.list.length >= current.total) return
  const page = reset ? 1 : current.page + 1
  $sellerItems.set({ ...current, status: 'loading', ...(reset ? { list: [], page: 0 } : {}) })
  try {
    const data = await api.get<ListData<SellerItem>>(listingCalls.ownList.path, {
      query: { pageNo: page, limit: listingLimits.pageSize },
    })
    const list = reset ? data.list : [...current.list, ...data.list]
    $sellerItems.set({ status: 'ready', list, total: data.total, page })
  } catch (error) {
    $sellerItems.set({ ...$sellerItems.get(), status: 'error' })
    reportError(error)
  }
}

export type OwnerItem = ItemDetail & Partial<OwnerFields>

/**
 * The owner's item; its distance (spec part 3 section 2.5) is measured from the owner's
 * position when the browser already allows location (no prompt), else the call goes
 * without it and the item has no distance.
 */
export async function loadOwnerItem(
  itemId: string,
  position: () => Promise<Point | undefined> = allowedPosition,
): Promise<OwnerItem> {
  const point = await position()
  return api.get<OwnerItem>(listingItemPath(itemId), {
    query: point ? { latitude: point.latitude, longitude: point.longitude } : {},
  })
}

export async function deleteOwnerItem(itemId: string): Promise<string | null> {
  try {
    await api.delete(listingItemPath(itemId))
    return null
  } catch (error) {
    return messageOf(error)
  }
}

/** Answers the success toast's message; throws the call's error. */
export async function setItemAvailability(body: AvailabilityPayload): Promise<string> {
  await api.put(listingCalls.availability.path, { body })
  return body.removeDate ? availabilityMessages.available : availabilityMessages.unavailableSet
}
