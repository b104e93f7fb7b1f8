/**
 * The pick-up address: typed text with place suggestions (the places port); picking one
 * fills the address, the city and state, and the coordinates the draft keeps.
 */
import { useEffect, useMemo } from 'react'
import { createPlaceSearch } from '../../shared/stores/catalogue/place-search.ts'
import { reportError } from '../../shared/stores/core/feedback.ts'
import { useStore } from '../runtime/use-store.ts'
import { ComboboxField, type ComboSection } from '../ui/combobox/ComboboxField.tsx'

export interface Place {
  address: string
  city: string
  state: string
  latitude: number | null
  longitude: number | null
}

/** 'Manly' and 'NSW, Australia' to city and state. */
function placeParts(main: string, secondary: string): { city: string; state: string } {
  return { city: main, state: secondary.split(',')[0]?.trim() ?? '' }
}

export function PlaceField({
  value,
  onChange,
}: {
  value: Place
  onChange: (place: Place) => void
}) {
  const search = useMemo(() => createPlaceSearch(), [])
  const state = useStore(search.$state)
  useEffect(() => () => search.cancel(), [search])
  const sections: ComboSection[] = [
    {
      key: 'places',
      options: value.address.trim()
        ? state.suggestions.map((suggestion) => ({
            key: suggestion.placeId,
            label: suggestion.main_text,
            detail: suggestion.secondary_text,
            select: () => {
              search
                .details(suggestion)
                .then((place) =>
                  onChange({
                    address: place.address,
                    ...placeParts(place.main_text, place.secondary_text),
                    latitude: place.lat,
                    longitude: place.lng,
                  }),
                )
                .catch((failure: unknown) => reportError(failure))
            },
          }))
        : [],
    },
  ]
  return (
    <ComboboxField
      label="Pick-up address"
      className="wizard-field"
      placeholder="Start typing the suburb or street"
      value={value.address}
      onChange={(text) => {
        onChange({ ...value, address: text, latitude: null, longitude: null })
        search.search(text)
      }}
      sections={sections}
      busy={state.status === 'loading'}
    />
  )
}
