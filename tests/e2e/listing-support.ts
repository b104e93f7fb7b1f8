/**
 * Set-up for the listing journey: a new supplier made VERIFIED through the API (sign-up,
 * email code, phone code, sandbox ID check, profile) and signed in on the page.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import type { CategoriesData } from '../../shared/contract/catalogue/catalogue.ts'
import { buildListingPayload } from '../../shared/domain/listings/payload.ts'
import { validDraft } from '../../shared/domain/listings/test-draft.ts'
import {
  clientHeaders,
  outboxCode,
  tinyPng,
  uniqueEmail,
  uniqueMobile,
} from './accounts-support.ts'

const headers = { ...clientHeaders, platform: '3', timezone: '0' }

export interface Supplier {
  token: string
  user: Record<string, unknown>
}

export async function apiCall<T>(
  request: APIRequestContext,
  method: string,
  path: string,
  options: { token?: string; data?: unknown } = {},
): Promise<T> {
  const response = await request.fetch(`/api/v1${path}`, {
    method,
    headers: options.token ? { ...headers, authorization: `Bearer ${options.token}` } : headers,
    ...(options.data === undefined ? {} : { data: options.data }),
  })
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true)
  return (await response.json()).data as T
}

export async function verifiedSupplier(request: APIRequestContext): Promise<Supplier> {
  const email = uniqueEmail('lister')
  const since = Date.now() - 1000
  await apiCall(request, 'POST', '/user/register', {
    data: {
      email,
      password: 'Password1',
      userType: 'INDIVIDUAL',
      deviceId: 'e2e',
      deviceToken: '',
    },
  })
  const otp = await outboxCode(request, email, since)
  const verified = await apiCall<{ accessToken: string }>(request, 'PATCH', '/user/verify-otp', {
    data: { email, otp },
  })
  const token = verified.accessToken
  const mobileNo = uniqueMobile()
  const phone = { countryCode: '+61', mobileNo }
  await apiCall(request, 'POST', '/user/change-mobileNo', { token, data: phone })
  const sms = await outboxCode(request, `+61${mobileNo.slice(1)}`, since)
  await apiCall(request, 'POST', '/user/verify-change-otp', { token, data: { ...phone, otp: sms } })
  const check = await apiCall<Record<string, string>>(request, 'POST', '/sandbox/identity-check', {
    token,
    data: {},
  })
  const profile = await apiCall<{ user: Record<string, unknown> }>(
    request,
    'POST',
    '/user/profile',
    {
      token,
      data: {
        firstName: 'Lena',
        lastName: 'Lister',
        ...phone,
        location: { address: 'Manly NSW, Australia', latitude: -33.7969, longitude: 151.2873 },
        ...check,
      },
    },
  )
  expect(profile.user.verifyStatus).toBe('VERIFIED')
  return { token, user: profile.user }
}

/** Writes the supplier's session into our namespaced keys, as signing in does. */
export async function signInAs(page: Page, supplier: Supplier): Promise<void> {
  await page.goto('/under-construction')
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('hire:accessToken')))
    .toBeTruthy()
  await page.evaluate((session) => {
    localStorage.setItem('hire:accessToken', session.token)
    localStorage.setItem('hire:userType', 'INDIVIDUAL')
    localStorage.setItem('hire:userInfo', JSON.stringify(session.user))
    localStorage.setItem('hire:isGuestUser', '0')
    localStorage.setItem('hire:tourSeen', '1')
  }, supplier)
}

/** No horizontal scroll at the page's current width. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/**
 * A complete listing of the supplier's, posted through the API (the supplier has bank
 * details): its own uploaded photo and the first category with a subcategory and a tag.
 */
export async function createListing(
  request: APIRequestContext,
  supplier: Supplier,
  itemName: string,
): Promise<string> {
  const uploaded = await request.fetch('/api/v1/media-upload', {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${supplier.token}` },
    multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: tinyPng } },
  })
  expect(uploaded.ok(), `POST /media-upload: ${uploaded.status()}`).toBe(true)
  const { url } = (await uploaded.json()).data as { url: string }
  const { categoriesList } = await apiCall<CategoriesData>(
    request,
    'GET',
    '/items/categories?chunk=100',
  )
  const category = categoriesList.find((entry) =>
    entry.subCategories.some((sub) => sub.tags.length > 0),
  )
  const sub = category?.subCategories.find((entry) => entry.tags.length > 0)
  if (!category || !sub?.tags[0]) throw new Error('no subcategory with tags in the catalogue')
  const draft = validDraft({
    itemName,
    categoryId: category._id,
    subCategoryId: sub._id,
    tagIds: [sub.tags[0]._id],
    media: [{ url, thumbnailImage: '', type: 1 }],
  })
  const created = await apiCall<{ itemId: string }>(request, 'POST', '/items', {
    token: supplier.token,
    data: buildListingPayload(draft),
  })
  return created.itemId
}
