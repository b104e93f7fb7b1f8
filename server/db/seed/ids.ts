/**
 * Seeded rows get UUIDs derived from a stable key (name-based, version 5 layout over
 * sha1), so links to seeded items, categories and destinations survive a reseed.
 */
import { createHash } from 'node:crypto'

const namespace = 'hire-marketplace-sandbox'

export function seedId(key: string): string {
  const hex = createHash('sha1').update(`${namespace}:${key}`).digest('hex')
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variant}${hex.slice(18, 20)}`,
    hex.slice(20, 32),
  ].join('-')
}
