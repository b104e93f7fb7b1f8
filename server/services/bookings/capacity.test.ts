// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { releasedStatuses } from '../../../shared/domain/booking/status.ts'
import { capacityConstraint, isCapacityError } from './capacity.ts'

const folder = new URL('../../db/migrations/', import.meta.url)

/** The latest migration that defines the capacity trigger. */
function triggerSql(): string {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => readFileSync(new URL(name, folder), 'utf8'))
    .filter((text) => text.includes('bookings_hold_capacity'))
  return files.at(-1) ?? ''
}

describe('the capacity trigger', () => {
  it('releases units for the statuses the status table releases (search availability too)', () => {
    const text = triggerSql()
    const lists = [...text.matchAll(/IN \(((?:'[A-Z_]+'(?:, )?)+)\)/g)].map((match) =>
      (match[1] ?? '').split(', ').map((status) => status.replaceAll("'", '')),
    )
    expect(lists.length).toBeGreaterThanOrEqual(4)
    for (const list of lists) expect([...list].sort()).toEqual([...releasedStatuses].sort())
    expect(text).toContain(`CONSTRAINT = '${capacityConstraint}'`)
  })

  it('recognises its refusal however the driver wraps it', () => {
    const refusal = { code: '23P01', constraint: capacityConstraint }
    expect(isCapacityError(refusal)).toBe(true)
    expect(isCapacityError(new Error('query failed', { cause: refusal }))).toBe(true)
    expect(isCapacityError({ code: '23P01', constraint_name: 'other' })).toBe(false)
    expect(isCapacityError({ code: '23505' })).toBe(false)
    expect(isCapacityError(null)).toBe(false)
  })
})
