/**
 * The profile's address: typed text with place suggestions (the places port, debounced);
 * an address counts only once picked from the suggestions, which gives its coordinates.
 */
import { useEffect, useId, useMemo, useState } from 'react'
import { messages } from '../../../shared/contract/core/messages.ts'
import { createPlaceSearch } from '../../../shared/stores/catalogue/place-search.ts'
import { reportError } from '../../../shared/stores/core/feedback.ts'
import { useStore } from '../../runtime/use-store.ts'
import { ComboboxField, type ComboSection } from '../../ui/combobox/ComboboxField.tsx'

export interface ChosenAddress {
  address: string
  latitude: number | null
  longitude: number | null
}

export interface AddressFieldProps {
  value: string
  onChange: (address: ChosenAddress) => void
  error?: string | undefined
  owner?: string
}

export function AddressField({ value, onChange, error, owner }: AddressFieldProps) {
  const id = useId()
  const search = useMemo(() => createPlaceSearch(), [])
  const state = useStore(search.$state)
  const [resolving, setResolving] = useState(false)
  useEffect(() => () => search.cancel(), [search])

  const typed = value.trim()
  const sections: ComboSection[] = [
    {
      key: 'places',
      options: typed
        ? state.suggestions.map((suggestion) => ({
            key: suggestion.placeId,
            label: suggestion.main_text,
            detail: suggestion.secondary_text,
            select: () => {
              setResolving(true)
              search
                .details(suggestion)
                .then((place) =>
                  onChange({ address: place.address, latitude: place.lat, longitude: place.lng }),
                )
                .catch((failure: unknown) => reportError(failure, { owner }))
                .finally(() => setResolving(false))
            },
          }))
        : [],
    },
  ]
  let status = null
  if (typed && state.status === 'loading' && state.suggestions.length === 0) {
    status = <p className="hire-popup-status">Looking for places…</p>
  } else if (typed && state.status === 'error') {
    status = <p className="hire-popup-status hire-field-error">{state.error}</p>
  } else if (typed && state.status === 'ready' && state.suggestions.length === 0) {
    status = <p className="hire-popup-status">{messages.noResult}</p>
  }

  return (
    <div className="hire-profile-address">
      <ComboboxField
        label="Address"
        placeholder="Start typing your suburb or street"
        value={value}
        onChange={(text) => {
          onChange({ address: text, latitude: null, longitude: null })
          search.search(text)
        }}
        sections={sections}
        status={status}
        busy={resolving || (typed !== '' && state.status === 'loading')}
        className="hire-profile-combobox"
      />
      {error ? (
        <p id={`${id}-error`} className="hire-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
