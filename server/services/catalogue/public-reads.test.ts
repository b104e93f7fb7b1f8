import { describe, expect, it } from 'vitest'
import { publicReads, sharedReader, versionReader } from './public-reads.ts'

/** A promise resolved from outside. */
function deferred<T>() {
  const handle = {} as { promise: Promise<T>; resolve: (value: T) => void }
  handle.promise = new Promise<T>((resolve) => {
    handle.resolve = resolve
  })
  return handle
}

describe('sharedReader', () => {
  it('shares a read among callers who came before it began, never one already running', async () => {
    const asked: ReturnType<typeof deferred<number>>[] = []
    const read = sharedReader(() => {
      const next = deferred<number>()
      asked.push(next)
      return next.promise
    })
    const first = read()
    const second = read()
    const third = read()
    expect(asked).toHaveLength(1)
    asked[0]?.resolve(1)
    expect(await first).toBe(1)
    await Promise.resolve()
    // The two that came while the first read ran wait for one read of their own.
    expect(asked).toHaveLength(2)
    asked[1]?.resolve(2)
    expect([await second, await third]).toEqual([2, 2])
  })

  it('a failed read fails only its own callers', async () => {
    let calls = 0
    const read = sharedReader(async () => {
      calls += 1
      if (calls === 1) throw new Error('down')
      return calls
    })
    const first = read()
    const second = read()
    await expect(first).rejects.toThrow('down')
    expect(await second).toBe(2)
  })
})

describe('publicReads', () => {
  const cache = (version: { value: number }, maxEntries = 10) =>
    publicReads({ readVersion: async () => version.value, maxEntries })

  it('answers from memory until the version moves', async () => {
    const version = { value: 1 }
    const reads = cache(version)
    let loads = 0
    const load = async () => ++loads
    expect(await reads.get('a', load)).toBe(1)
    expect(await reads.get('a', load)).toBe(1)
    version.value = 2
    expect(await reads.get('a', load)).toBe(2)
    expect(await reads.get('a', load)).toBe(2)
  })

  it('never stores a failed load, and concurrent misses share one load', async () => {
    const reads = cache({ value: 1 })
    let loads = 0
    await expect(
      reads.get('a', async () => {
        loads += 1
        throw new Error('section down')
      }),
    ).rejects.toThrow('section down')
    const load = async () => {
      loads += 1
      return 'ok'
    }
    expect(await Promise.all([reads.get('a', load), reads.get('a', load)])).toEqual(['ok', 'ok'])
    expect(loads).toBe(2)
  })

  it('keeps no answer loaded under a version that has since moved', async () => {
    const version = { value: 1 }
    const reads = cache(version)
    const slow = deferred<string>()
    const old = reads.get('a', () => slow.promise)
    await Promise.resolve()
    version.value = 2
    expect(await reads.get('b', async () => 'b')).toBe('b')
    slow.resolve('old')
    expect(await old).toBe('old')
    expect(await reads.get('a', async () => 'new')).toBe('new')
  })

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const reads = cache({ value: 1 }, 2)
    let loads = 0
    const load = (value: string) => async () => {
      loads += 1
      return value
    }
    await reads.get('a', load('a'))
    await reads.get('b', load('b'))
    await reads.get('a', load('a'))
    await reads.get('c', load('c'))
    expect(loads).toBe(3)
    await reads.get('a', load('a'))
    expect(loads).toBe(3)
    await reads.get('b', load('b'))
    expect(loads).toBe(4)
  })
})

describe('versionReader with a write count', () => {
  it('asks again only once a write has finished since its last question began', async () => {
    let writes = 0
    let asked = 0
    const stored = { value: 1 }
    const version = versionReader(
      async () => {
        asked += 1
        return stored.value
      },
      () => writes,
    )
    expect(await version()).toBe(1)
    expect(await version()).toBe(1)
    expect(asked).toBe(1)
    stored.value = 2
    writes += 1
    expect(await version()).toBe(2)
    expect(await version()).toBe(2)
    expect(asked).toBe(2)
  })

  it('a write finished while a question ran makes the next caller ask again', async () => {
    let writes = 0
    const answers: ReturnType<typeof deferred<number>>[] = []
    const version = versionReader(
      () => {
        const next = deferred<number>()
        answers.push(next)
        return next.promise
      },
      () => writes,
    )
    const first = version()
    writes += 1
    answers[0]?.resolve(1)
    expect(await first).toBe(1)
    const second = version()
    expect(answers).toHaveLength(2)
    answers[1]?.resolve(2)
    expect(await second).toBe(2)
  })
})
