/**
 * Destinations: place autocomplete through the places port (debounced), 'Use my current
 * location', and recent destination searches while the field is empty.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import type { PlaceSuggestion } from '../../shared/adapters/places/index.ts'
import { createPlaceSearch } from '../../shared/stores/catalogue/place-search.ts'
import { $recentLocations } from '../../shared/stores/catalogue/recent-searches.ts'
import { reportError } from '../../shared/stores/core/feedback.ts'
import { useStore } from '../runtime/use-store.ts'
import { ComboboxField, type ComboSection } from '../ui/combobox/ComboboxField.tsx'
import { LocateIcon } from './icons.tsx'
import { type ChosenPlace, placeFromDetails, placeFromRecent } from './place.ts'
import { type LoadingRows, popupStatus } from './popup-status.tsx'
import { currentLocation } from './use-current-location.ts'

const loadingRows: LoadingRows = { label: 'Loading places', count: 3, height: '2.25rem' }

export interface DestinationFieldProps {
  text: string
  onText: (text: string) => void
  onPlace: (place: ChosenPlace) => void
  /** widget id that owns the feedback this field raises */
  owner?: string
}

export function DestinationField({ text, onText, onPlace, owner }: DestinationFieldProps) {
  const search = useMemo(() => createPlaceSearch(), [])
  const state = useStore(search.$state)
  const recents = useStore($recentLocations)
  const [resolving, setResolving] = useState(false)
  // Counts picks and keystrokes: a place that arrives after a newer one, or after the
  // person typed again, is dropped so it cannot overwrite what they did since.
  const latestTurn = useRef(0)
  useEffect(() => () => search.cancel(), [search])

  const resolve = async (task: () => Promise<ChosenPlace | null>) => {
    const turn = ++latestTurn.current
    setResolving(true)
    try {
      const place = await task()
      if (place && turn === latestTurn.current) onPlace(place)
    } catch (error) {
      if (turn === latestTurn.current) reportError(error, { owner })
    } finally {
      if (turn === latestTurn.current) setResolving(false)
    }
  }
  const chooseSuggestion = (suggestion: PlaceSuggestion) => () =>
    void resolve(async () => placeFromDetails(await search.details(suggestion)))

  const typed = text.trim()
  const sections: ComboSection[] = []
  if (!typed) {
    sections.push({
      key: 'recent',
      title: 'Recent searches',
      options: recents.map((recent) => ({
        key: `recent-${recent.placeId}`,
        label: recent.main_text,
        detail: recent.secondary_text,
        select: () => {
          latestTurn.current++
          onPlace(placeFromRecent(recent))
        },
      })),
    })
  } else if (state.status === 'error') {
    sections.push({
      key: 'retry',
      options: [{ key: 'retry', label: 'Try again', select: () => search.search(text) }],
    })
  } else {
    sections.push({
      key: 'places',
      options: state.suggestions.map((suggestion) => ({
        key: `place-${suggestion.placeId}`,
        label: suggestion.main_text,
        detail: suggestion.secondary_text,
        select: chooseSuggestion(suggestion),
      })),
    })
  }

  const status = popupStatus({
    loading: Boolean(typed) && state.status === 'loading' && state.suggestions.length === 0,
    rows: loadingRows,
    failed: Boolean(typed) && state.status === 'error',
    error: state.error,
    noResult: Boolean(typed) && state.status === 'ready' && state.suggestions.length === 0,
  })

  return (
    <ComboboxField
      label="Destinations"
      placeholder="Where are you going?"
      name="address"
      value={text}
      onChange={(next) => {
        latestTurn.current++
        setResolving(false)
        onText(next)
        search.search(next)
      }}
      sections={sections}
      actions={[
        {
          key: 'locate',
          label: 'Use my current location',
          icon: <LocateIcon />,
          run: () => void resolve(() => currentLocation(owner)),
        },
      ]}
      status={status}
      busy={resolving || (typed !== '' && state.status === 'loading')}
      part="field field-destinations"
      className="hire-field-destinations"
    />
  )
}
