import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PlacesPort } from '../../adapters/places/index.ts'
import { createPlaceSearch } from './place-search.ts'

const suggestion = (name: string) => ({
  placeId: name,
  main_text: name,
  secondary_text: 'NSW, Australia',
})

function fakePort(
  answer: (input: string, signal?: AbortSignal) => Promise<ReturnType<typeof suggestion>[]>,
) {
  const port: PlacesPort = {
    autocomplete: vi.fn(answer),
    details: vi.fn(async (placeId: string) => ({
      placeId,
      address: placeId,
      main_text: placeId,
      secondary_text: '',
      lat: 1,
      lng: 2,
    })),
  }
  return port
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createPlaceSearch', () => {
  it('debounces typing and asks once for the last text', async () => {
    vi.useFakeTimers()
    const port = fakePort(async (input) => [suggestion(`${input} result`)])
    const search = createPlaceSearch({ debounceMs: 250, port: async () => port })
    search.search('b')
    search.search('by')
    search.search('byr')
    expect(search.$state.get().status).toBe('loading')
    await vi.advanceTimersByTimeAsync(249)
    expect(port.autocomplete).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(port.autocomplete).toHaveBeenCalledTimes(1)
    expect(port.autocomplete).toHaveBeenCalledWith('byr', expect.any(AbortSignal))
    await vi.waitFor(() => expect(search.$state.get().status).toBe('ready'))
    expect(search.$state.get().suggestions).toEqual([suggestion('byr result')])
  })

  it('aborts the previous request and ignores its late answer', async () => {
    const signals: AbortSignal[] = []
    let release: (() => void) | undefined
    const port = fakePort(
      (input, signal) =>
        new Promise((resolve) => {
          if (signal) signals.push(signal)
          if (input === 'syd') release = () => resolve([suggestion('late')])
          else resolve([suggestion('Sydney')])
        }),
    )
    const search = createPlaceSearch({ debounceMs: 0, port: async () => port })
    search.search('syd')
    await vi.waitFor(() => expect(signals).toHaveLength(1))
    search.search('sydn')
    await vi.waitFor(() => expect(search.$state.get().status).toBe('ready'))
    release?.()
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(signals[0]?.aborted).toBe(true)
    expect(search.$state.get().suggestions).toEqual([suggestion('Sydney')])
  })

  it('clears on empty text and reports failures in place', async () => {
    const port = fakePort(async () => {
      throw new Error('Some thing went wrong')
    })
    const search = createPlaceSearch({ debounceMs: 0, port: async () => port })
    search.search('   ')
    expect(search.$state.get()).toMatchObject({ status: 'idle', suggestions: [] })
    search.search('hob')
    await vi.waitFor(() => expect(search.$state.get().status).toBe('error'))
    expect(search.$state.get().error).toBe('Some thing went wrong')
  })
})
