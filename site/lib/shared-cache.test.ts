import { describe, expect, it } from 'vitest'
import { sharedCache } from './shared-cache.ts'
import { versionWatch } from './version-watch.ts'

/** A load the test settles by hand, counting how often it was started. */
function deferredLoads<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: Error) => void }[] = []
  const load = () =>
    new Promise<T>((resolve, reject) => {
      pending.push({ resolve, reject })
    })
  return { load, pending }
}

function clock() {
  let time = 1_000
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('sharedCache', () => {
  it('serves a fresh entry without loading again', async () => {
    const time = clock()
    const cache = sharedCache({ freshMs: 10_000, now: time.now })
    let loads = 0
    const load = async () => ++loads
    expect(await cache.get('k', load)).toBe(1)
    time.advance(9_999)
    expect(await cache.get('k', load)).toBe(1)
    expect(loads).toBe(1)
  })

  it('serves a stale entry at once while one refresh runs, then the refreshed value', async () => {
    const time = clock()
    const cache = sharedCache({ freshMs: 1_000, now: time.now })
    const { load, pending } = deferredLoads<string>()
    const first = cache.get('k', load)
    pending[0]?.resolve('old')
    expect(await first).toBe('old')
    time.advance(1_000)
    expect(await cache.get('k', load)).toBe('old')
    expect(await cache.get('k', load)).toBe('old')
    expect(pending).toHaveLength(2)
    pending[1]?.resolve('new')
    await Promise.resolve()
    await Promise.resolve()
    expect(await cache.get('k', load)).toBe('new')
    expect(pending).toHaveLength(2)
  })

  it('shares one load between concurrent misses', async () => {
    const cache = sharedCache({ freshMs: 1_000 })
    const { load, pending } = deferredLoads<number>()
    const reads = [cache.get('k', load), cache.get('k', load), cache.get('k', load)]
    expect(pending).toHaveLength(1)
    pending[0]?.resolve(7)
    expect(await Promise.all(reads)).toEqual([7, 7, 7])
  })

  it('keeps keys apart', async () => {
    const cache = sharedCache({ freshMs: 1_000 })
    expect(await cache.get('a', async () => 'A')).toBe('A')
    expect(await cache.get('b', async () => 'B')).toBe('B')
  })

  it('never stores a failure: the next read loads again', async () => {
    const cache = sharedCache({ freshMs: 1_000 })
    let calls = 0
    const flaky = async () => {
      calls += 1
      if (calls === 1) throw new Error('API down')
      return 'back'
    }
    await expect(cache.get('k', flaky)).rejects.toThrow('API down')
    expect(await cache.get('k', flaky)).toBe('back')
    expect(calls).toBe(2)
  })

  it('goes on serving a stale entry when its refresh fails', async () => {
    const time = clock()
    const cache = sharedCache({ freshMs: 1_000, now: time.now })
    await cache.get('k', async () => 'kept')
    time.advance(5_000)
    const failing = async (): Promise<string> => {
      throw new Error('API down')
    }
    expect(await cache.get('k', failing)).toBe('kept')
    await Promise.resolve()
    expect(await cache.get('k', failing)).toBe('kept')
  })

  it('after invalidate, waits for a new load and ignores loads started before', async () => {
    const cache = sharedCache({ freshMs: 60_000 })
    const { load, pending } = deferredLoads<string>()
    const first = cache.get('k', load)
    pending[0]?.resolve('v1')
    await first
    // A refresh in flight when the data changes must not satisfy later readers.
    const time = clock()
    const slow = sharedCache({ freshMs: 60_000, now: time.now })
    const slowLoads = deferredLoads<string>()
    const before = slow.get('k', slowLoads.load)
    slow.invalidate()
    const after = slow.get('k', slowLoads.load)
    expect(slowLoads.pending).toHaveLength(2)
    slowLoads.pending[0]?.resolve('before the change')
    slowLoads.pending[1]?.resolve('after the change')
    expect(await before).toBe('before the change')
    expect(await after).toBe('after the change')
    expect(await slow.get('k', slowLoads.load)).toBe('after the change')

    cache.invalidate()
    const reread = cache.get('k', load)
    expect(pending).toHaveLength(2)
    pending[1]?.resolve('v2')
    expect(await reread).toBe('v2')
  })

  it('serves the entry from before a change when the reload fails', async () => {
    const cache = sharedCache({ freshMs: 60_000 })
    await cache.get('k', async () => 'before')
    cache.invalidate()
    expect(
      await cache.get('k', async () => {
        throw new Error('API down')
      }),
    ).toBe('before')
  })
})

describe('versionWatch', () => {
  it('asks at most once per interval, shares the question, and reports changes', async () => {
    const time = clock()
    let version = 'v1'
    let reads = 0
    let changes = 0
    const watch = versionWatch({
      everyMs: 1_000,
      now: time.now,
      read: async () => {
        reads += 1
        return version
      },
      onChange: () => {
        changes += 1
      },
    })
    await Promise.all([watch.check(), watch.check()])
    expect(reads).toBe(1)
    expect(changes).toBe(1)
    await watch.check()
    expect(reads).toBe(1)
    version = 'v2'
    time.advance(1_000)
    await watch.check()
    expect(reads).toBe(2)
    expect(changes).toBe(2)
    time.advance(1_000)
    await watch.check()
    expect(changes).toBe(2)
  })

  it('ignores a failed question', async () => {
    let changes = 0
    const watch = versionWatch({
      everyMs: 0,
      read: async () => {
        throw new Error('API down')
      },
      onChange: () => {
        changes += 1
      },
    })
    await expect(watch.check()).resolves.toBeUndefined()
    expect(changes).toBe(0)
  })
})
