/**
 * What a `<hire-listings>` shows, read from its attributes: a supplier's listings
 * (`supplier-id`) or a search (`category-id`, `latitude`/`longitude`), `limit` cards a page.
 * Values that cannot be used are reported one by one with a message a host developer can
 * act on; nothing is guessed, so a typo never shows the wrong listings.
 */

import type { ListingsSource } from '../../shared/stores/catalogue/listings.ts'

export type { ListingsSource }

export const defaultPageSize = 12
export const maxPageSize = 100

export interface ListingsAttributes {
  supplierId?: string | number
  categoryId?: string | number
  latitude?: string | number
  longitude?: string | number
  limit?: string | number
}

export interface AttributeProblem {
  attribute: string
  message: string
}

export type ParsedListings =
  | { ok: true; source: ListingsSource }
  | { ok: false; problems: AttributeProblem[] }

const tag = '<hire-listings>'
// Record ids are UUIDs (shared/contract/core/fields.ts); checked here without the schema library.
const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function text(value: string | number | undefined): string | undefined {
  if (value === undefined || value === null) return undefined
  const trimmed = String(value).trim()
  return trimmed === '' ? undefined : trimmed
}

function readId(name: string, value: string | number | undefined, problems: AttributeProblem[]) {
  const id = text(value)
  if (id === undefined || idPattern.test(id)) return id
  problems.push({ attribute: name, message: `The ${name} attribute of ${tag} is not a valid id.` })
  return undefined
}

function readNumber(
  name: string,
  value: string | number | undefined,
  range: number,
  problems: AttributeProblem[],
): number | undefined {
  const raw = text(value)
  if (raw === undefined) return undefined
  const number = Number(raw)
  if (Number.isFinite(number) && Math.abs(number) <= range) return number
  problems.push({
    attribute: name,
    message: `The ${name} attribute of ${tag} must be a number from -${range} to ${range}.`,
  })
  return undefined
}

function readLimit(value: string | number | undefined, problems: AttributeProblem[]): number {
  const raw = text(value)
  if (raw === undefined) return defaultPageSize
  const number = /^\d+$/.test(raw) ? Number(raw) : Number.NaN
  if (number >= 1 && number <= maxPageSize) return number
  problems.push({
    attribute: 'limit',
    message: `The limit attribute of ${tag} must be a whole number from 1 to ${maxPageSize}.`,
  })
  return defaultPageSize
}

export function parseListingsAttributes(attributes: ListingsAttributes): ParsedListings {
  const problems: AttributeProblem[] = []
  const supplierId = readId('supplier-id', attributes.supplierId, problems)
  const categoryId = readId('category-id', attributes.categoryId, problems)
  const latitude = readNumber('latitude', attributes.latitude, 90, problems)
  const longitude = readNumber('longitude', attributes.longitude, 180, problems)
  const limit = readLimit(attributes.limit, problems)

  if (text(attributes.supplierId) && text(attributes.categoryId)) {
    problems.push({
      attribute: 'category-id',
      message: `Use either supplier-id or category-id on ${tag}, not both.`,
    })
  }
  const hasLatitude = text(attributes.latitude) !== undefined
  const hasLongitude = text(attributes.longitude) !== undefined
  if (hasLatitude !== hasLongitude) {
    const missing = hasLatitude ? 'longitude' : 'latitude'
    const given = hasLatitude ? 'latitude' : 'longitude'
    problems.push({
      attribute: missing,
      message: `The ${missing} attribute of ${tag} is needed with ${given}.`,
    })
  }
  if (problems.length) return { ok: false, problems }

  const point = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : {}
  const source: ListingsSource = supplierId
    ? { kind: 'supplier', supplierId, ...point, limit }
    : { kind: 'search', ...(categoryId ? { categoryId } : {}), ...point, limit }
  return { ok: true, source }
}

/** One string per source: a new key means a new list from page 1. */
export function sourceKey(source: ListingsSource): string {
  return JSON.stringify(source)
}

/** The marketplace page of an item, absolute so it leaves a partner's page for our site. */
export function marketplaceItemUrl(itemId: string, siteUrl: string): string {
  return `${siteUrl.replace(/\/$/, '')}/equipments/${encodeURIComponent(itemId)}`
}
