import { describe, expect, it, vi } from 'vitest'
import {
  defaultExport,
  failedChunkUrl,
  isChunkLoadError,
  loadPart,
  pickPart,
  retriedLoader,
  retryUrl,
} from './chunk-retry.ts'

const chunk = 'http://localhost:4321/widgets/chunks/item-questions-Ab12.js'
/** What Chromium rejects with, the first time and every time after for the same URL. */
const failed = (url = chunk) => new TypeError(`Failed to fetch dynamically imported module: ${url}`)
const Dialogs = () => null
const hasDefault = (module: Record<string, unknown>) =>
  typeof module.default === 'function' ? module.default : undefined

describe('a failed chunk download', () => {
  it('is told apart from other errors, and names its chunk', () => {
    expect(isChunkLoadError(failed())).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Questions could not be loaded.'))).toBe(false)
    expect(failedChunkUrl(failed())).toBe(chunk)
    expect(failedChunkUrl(failed(`${chunk}?retry=2`))).toBe(chunk)
    expect(failedChunkUrl(new TypeError('Importing a module script failed.'))).toBeNull()
  })

  it('the first try is the plain import, and its failure is passed on', async () => {
    const fetchModule = vi.fn()
    await expect(
      loadPart(() => Promise.reject(failed()), hasDefault, 0, fetchModule),
    ).rejects.toThrow(/dynamically imported module/)
    expect(fetchModule).not.toHaveBeenCalled()
  })

  it('Try again imports the failed chunk afresh (a new URL) and finds the part in it', async () => {
    // The bundler exports the module's namespace under a short name.
    const fetchModule = vi.fn(async () => ({ t: { default: Dialogs, QuestionDialogs: Dialogs } }))
    const part = await loadPart(() => Promise.reject(failed()), hasDefault, 1, fetchModule)
    expect(part).toBe(Dialogs)
    expect(fetchModule).toHaveBeenCalledWith(`${chunk}?retry=1`)
  })

  it('a later try that works as before needs no fresh import', async () => {
    const fetchModule = vi.fn()
    await expect(loadPart(async () => Dialogs, hasDefault, 2, fetchModule)).resolves.toBe(Dialogs)
    expect(fetchModule).not.toHaveBeenCalled()
  })

  it('still failing, or an error of the module itself, stays a failure', async () => {
    const offline = vi.fn(() => Promise.reject(failed(`${chunk}?retry=1`)))
    await expect(loadPart(() => Promise.reject(failed()), hasDefault, 1, offline)).rejects.toThrow(
      /dynamically imported module/,
    )
    const broken = new ReferenceError('x is not defined')
    const fetchModule = vi.fn()
    await expect(loadPart(() => Promise.reject(broken), hasDefault, 1, fetchModule)).rejects.toBe(
      broken,
    )
    expect(fetchModule).not.toHaveBeenCalled()
  })

  it('never guesses between two parts of a fresh chunk', async () => {
    const Other = () => null
    expect(pickPart({ a: { default: Dialogs }, b: { default: Other } }, hasDefault)).toBeUndefined()
    expect(pickPart({ default: Dialogs }, hasDefault)).toBe(Dialogs)
    const fetchModule = vi.fn(async () => ({ a: { default: Dialogs }, b: { default: Other } }))
    await expect(
      loadPart(() => Promise.reject(failed()), hasDefault, 1, fetchModule),
    ).rejects.toThrow()
  })

  it('adds the retry to a query the URL may have', () => {
    expect(retryUrl('https://x.test/a.js', 3)).toBe('https://x.test/a.js?retry=3')
    expect(retryUrl('https://x.test/a.js?v=1', 3)).toBe('https://x.test/a.js?v=1&retry=3')
  })

  it('a loader tries the plain import first, then afresh on each later call, and keeps the part', async () => {
    const load = vi.fn(() => Promise.reject(failed()))
    const fetchModule = vi
      .fn<(url: string) => Promise<Record<string, unknown>>>()
      .mockRejectedValueOnce(failed(`${chunk}?retry=1`))
      .mockResolvedValueOnce({ default: Dialogs })
    const open = retriedLoader(load, defaultExport, fetchModule)
    await expect(open()).rejects.toThrow(/dynamically imported module/)
    expect(fetchModule).not.toHaveBeenCalled()
    await expect(open()).rejects.toThrow(/dynamically imported module/)
    await expect(open()).resolves.toBe(Dialogs)
    expect(fetchModule.mock.calls.map(([url]) => url)).toEqual([
      `${chunk}?retry=1`,
      `${chunk}?retry=2`,
    ])
    await expect(open()).resolves.toBe(Dialogs)
    expect(load).toHaveBeenCalledTimes(3)
  })
})
