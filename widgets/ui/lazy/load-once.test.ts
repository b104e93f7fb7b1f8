import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './load-once.ts'

describe('loadOnce', () => {
  it('shares one download between callers and keeps its result', async () => {
    const load = vi.fn(async () => 'part')
    const get = loadOnce(load)
    expect(get.loaded()).toBeUndefined()
    const [first, second] = await Promise.all([get(), get()])
    expect([first, second]).toEqual(['part', 'part'])
    expect(get.loaded()).toBe('part')
    await get()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets a failed download, so the next call downloads again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('part')
    const get = loadOnce(load)
    await expect(get()).rejects.toThrow('offline')
    expect(get.loaded()).toBeUndefined()
    await expect(get()).resolves.toBe('part')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('gives every caller of a failing download the same failure', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')))
    const get = loadOnce(load)
    const results = await Promise.allSettled([get(), get()])
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
    expect(load).toHaveBeenCalledTimes(1)
  })
})
