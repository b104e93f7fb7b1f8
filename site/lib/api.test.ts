import { describe, expect, it } from 'vitest'
import { subjectOf } from './api.ts'

describe('subjectOf', () => {
  it("gives a found subject and leaves the page's status alone", () => {
    const response: { status?: number } = {}
    expect(subjectOf({ status: 'found', value: { name: 'Kayaks' } }, response)).toEqual({
      name: 'Kayaks',
    })
    expect(response.status).toBeUndefined()
  })

  it('answers 404 for a missing subject and 503 for a failed look-up', () => {
    const missing: { status?: number } = {}
    const failed: { status?: number } = {}
    expect(subjectOf({ status: 'missing' }, missing)).toBeNull()
    expect(subjectOf({ status: 'failed' }, failed)).toBeNull()
    expect(missing.status).toBe(404)
    expect(failed.status).toBe(503)
  })
})
