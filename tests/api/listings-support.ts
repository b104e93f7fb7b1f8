/**
 * Helpers for the listing suites: a new supplier who is VERIFIED (and, when asked, has
 * payout bank details), uploads by content, and a complete listing payload built by the
 * wizard's own payload builder from a draft of the seeded catalogue.
 */
import { expect } from 'vitest'
import type { UploadedMedia } from '../../shared/contract/core/media.ts'
import type { ListingPayload } from '../../shared/contract/listings/listing.ts'
import { buildListingPayload } from '../../shared/domain/listings/payload.ts'
import { testBankPayload, validDraft } from '../../shared/domain/listings/test-draft.ts'
import {
  type Account,
  bondi,
  identityCheck,
  send,
  verifiedAccount,
  verifyPhone,
} from './accounts.ts'
import { request } from './bookings-support.ts'
import { bearer, type Envelope, type RunningApi } from './harness.ts'
import { plan } from './seed-facts.ts'

export interface Supplier extends Account {
  auth: string
}

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  )

export const samples = {
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest of a png'),
  mp4: bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0]),
  pdf: bytes('%PDF-1.7\n%...'),
  text: bytes('plain text, not an image'),
}

/** A signed-in supplier; verified with the sandbox ID check unless `verified` is false. */
export async function newSupplier(api: RunningApi, verified = true): Promise<Supplier> {
  const account = await verifiedAccount(api)
  const auth = bearer(account.token)
  if (!verified) return { ...account, auth }
  const mobileNo = await verifyPhone(api, account)
  const check = await identityCheck(api, account.token)
  const profile = {
    firstName: 'Sam',
    lastName: 'Supplier',
    countryCode: '+61',
    mobileNo,
    location: bondi,
  }
  const completed = await send(api, 'POST', '/user/profile', { ...profile, ...check }, auth)
  expect(completed.status).toBe(200)
  return { ...account, auth }
}

export async function upload(api: RunningApi, auth: string, file: Buffer, name: string) {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(file)]), name)
  const response = await api.call('/media-upload', { method: 'POST', body: form, auth })
  expect(response.status).toBe(200)
  return ((await response.json()) as Envelope<UploadedMedia>).data.url
}

export const bankPayload = { ...testBankPayload, email: undefined }

export async function addBank(api: RunningApi, supplier: Supplier) {
  const saved = await request(api, 'POST', '/user/bank', bankPayload, supplier.auth)
  expect(saved.status).toBe(200)
}

/** A verified supplier with bank details: allowed to list. */
export async function listingSupplier(api: RunningApi): Promise<Supplier> {
  const supplier = await newSupplier(api)
  await addBank(api, supplier)
  return supplier
}

/** A category with a subcategory and one of its tags, from the seed. */
export function catalogueChoice() {
  const sub = plan.rows.subCategories[0]
  const tag = plan.rows.tags.find((entry) => entry.subCategoryId === sub?.id)
  if (!sub?.id || !tag?.id) throw new Error('The seed has no subcategory with tags')
  return { categoryId: sub.categoryId, subCategoryId: sub.id, tagIds: [tag.id] }
}

/** A complete payload of the supplier's own uploaded photo, named `itemName`. */
export async function listingPayload(
  api: RunningApi,
  supplier: Supplier,
  itemName: string,
): Promise<ListingPayload> {
  const url = await upload(api, supplier.auth, samples.png, 'photo.png')
  const draft = validDraft({
    ...catalogueChoice(),
    itemName,
    media: [{ url, thumbnailImage: '', type: 1 }],
  })
  return buildListingPayload(draft)
}

export async function createListing(api: RunningApi, supplier: Supplier, itemName: string) {
  const payload = await listingPayload(api, supplier, itemName)
  const created = await request<{ itemId: string }>(api, 'POST', '/items', payload, supplier.auth)
  expect(created.status).toBe(200)
  return { itemId: created.body.data.itemId, payload }
}

/** A name search finds it (epoch-ms dates optional). */
export async function searchNames(api: RunningApi, words: string, dates?: [number, number]) {
  const query = new URLSearchParams({ search: words, limit: '50' })
  if (dates) {
    query.set('startDate', String(dates[0]))
    query.set('endDate', String(dates[1]))
  }
  const found = await api.get<{ list: { _id: string; itemName: string }[] }>(`/items?${query}`)
  return found.list.map((item) => item.itemName)
}

/** A name no other test or earlier run uses. */
let named = 0
export function uniqueName(tag: string): string {
  named += 1
  return `${tag} ${process.pid.toString(36)}${Date.now().toString(36).slice(-4)}${named}`.slice(
    0,
    50,
  )
}
