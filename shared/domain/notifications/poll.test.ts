import { describe, expect, it } from 'vitest'
import { pollDue, readMark } from './poll.ts'

describe('notification polling', () => {
  const interval = 15_000

  it('polls once per interval across tabs: a fresh mark from another tab means wait', () => {
    expect(pollDue(null, 1_000, false, interval)).toBe(true)
    const mark = { at: 100_000, unread: 2 }
    expect(pollDue(mark, 105_000, false, interval)).toBe(false)
    expect(pollDue(mark, 115_000, false, interval)).toBe(true)
  })

  it('never polls while hidden', () => {
    expect(pollDue(null, 1_000, true, interval)).toBe(false)
    expect(pollDue({ at: 0, unread: 0 }, 60_000, true, interval)).toBe(false)
  })

  it('treats a mark from the future (a changed clock) as stale', () => {
    expect(pollDue({ at: 200_000, unread: 0 }, 100_000, false, interval)).toBe(true)
  })

  it('reads only well-formed marks', () => {
    expect(readMark('{"at":5,"unread":1}')).toEqual({ at: 5, unread: 1 })
    expect(readMark('{"at":"5"}')).toBeNull()
    expect(readMark('nope')).toBeNull()
    expect(readMark(null)).toBeNull()
  })
})
