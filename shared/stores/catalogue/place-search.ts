/**
 * Destination autocomplete for one field: typed text is debounced, the previous request is
 * aborted, and only the answer for the latest text is kept. Each search field creates its
 * own with createPlaceSearch(); the places port behind it is page-wide.
 */

import { map } from 'nanostores'
import {
  type PlaceDetails,
  type PlaceSuggestion,
  type PlacesPort,
  placesPort,
} from '../../adapters/places/index.ts'
import { messageOf } from '../../api/errors.ts'
import { reportError } from '../core/feedback.ts'

export interface PlaceSearchValue {
  input: string
  status: 'idle' | 'loading' | 'ready' | 'error'
  suggestions: PlaceSuggestion[]
  error?: string
}

export interface PlaceSearchOptions {
  debounceMs?: number
  port?: () => Promise<PlacesPort>
}

export const placeSearchDebounceMs = 250

export function createPlaceSearch(options: PlaceSearchOptions = {}) {
  const debounceMs = options.debounceMs ?? placeSearchDebounceMs
  const port = options.port ?? placesPort
  const $state = map<PlaceSearchValue>({ input: '', status: 'idle', suggestions: [] })
  let timer: ReturnType<typeof setTimeout> | undefined
  let controller: AbortController | undefined

  function cancel(): void {
    clearTimeout(timer)
    controller?.abort()
    controller = undefined
  }

  async function run(input: string): Promise<void> {
    const current = new AbortController()
    controller = current
    try {
      const suggestions = await (await port()).autocomplete(input, current.signal)
      if (current.signal.aborted || $state.get().input !== input) return
      $state.set({ input, status: 'ready', suggestions })
    } catch (error) {
      if (current.signal.aborted || (error instanceof Error && error.name === 'AbortError')) return
      const message = messageOf(error)
      $state.set({ input, status: 'error', suggestions: [], error: message })
      reportError(error, { silent: true })
    }
  }

  /** Looks up suggestions for `input` after the debounce delay. */
  function search(input: string): void {
    cancel()
    if (!input.trim()) {
      $state.set({ input, status: 'idle', suggestions: [] })
      return
    }
    $state.set({ input, status: 'loading', suggestions: $state.get().suggestions })
    timer = setTimeout(() => void run(input), debounceMs)
  }

  async function details(suggestion: PlaceSuggestion): Promise<PlaceDetails> {
    return (await port()).details(suggestion.placeId)
  }

  return { $state, search, details, cancel }
}

export type PlaceSearch = ReturnType<typeof createPlaceSearch>
