/**
 * The address (spec part 1 section 5): typed text looks up place suggestions through the
 * places port, and only a suggestion chosen from the list counts; typing again forgets it.
 */

import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { messageOf } from '../../../../shared/api/errors.ts'
import { messages } from '../../../../shared/contract/core/messages.ts'
import type { ChosenAddress } from '../../../../shared/stores/account/profile-completion.ts'
import { createPlaceSearch } from '../../../../shared/stores/catalogue/place-search.ts'
import { useStore } from '../../../runtime/use-store.ts'
import { ComboboxField } from '../../../ui/combobox/ComboboxField.tsx'
import { useDescribedInput } from './use-focus-leave.ts'

export interface AddressFieldProps {
  value: ChosenAddress | null
  onChange: (address: ChosenAddress | null) => void
  error?: string | null | undefined
  onError: (message: string) => void
}

export function AddressField({ value, onChange, error, onError }: AddressFieldProps) {
  const id = useId()
  const search = useMemo(() => createPlaceSearch(), [])
  const state = useStore(search.$state)
  const [text, setText] = useState(value?.address ?? '')
  const input = useRef<HTMLInputElement | null>(null)
  useDescribedInput(input, error ? `${id}-error` : `${id}-hint`, Boolean(error))
  useEffect(() => () => search.cancel(), [search])

  const status =
    state.status === 'loading' ? (
      <p className="hire-popup-status">Searching…</p>
    ) : state.status === 'error' ? (
      <p className="hire-popup-status hire-popup-error">{state.error}</p>
    ) : state.status === 'ready' && state.suggestions.length === 0 ? (
      <p className="hire-popup-status">{messages.noResult}</p>
    ) : null

  return (
    <div className="hire-form-field">
      <ComboboxField
        label="Address"
        value={text}
        inputRef={input}
        busy={state.status === 'loading'}
        placeholder="Start typing your suburb or street"
        onChange={(next) => {
          setText(next)
          if (value && next !== value.address) onChange(null)
          search.search(next)
        }}
        sections={[
          {
            key: 'places',
            options: state.suggestions.map((suggestion) => ({
              key: suggestion.placeId,
              label: suggestion.main_text,
              detail: suggestion.secondary_text,
              select: () => {
                setText(suggestion.main_text)
                search.details(suggestion).then(
                  (place) => {
                    setText(place.address)
                    onChange({ address: place.address, latitude: place.lat, longitude: place.lng })
                  },
                  (failure: unknown) => onError(messageOf(failure)),
                )
              },
            })),
          },
        ]}
        status={status}
        part="address"
      />
      <p id={`${id}-hint`} className="hire-field-hint">
        {value
          ? 'Address chosen from the suggestions.'
          : 'Choose your address from the suggestions.'}
      </p>
      {error ? (
        <p id={`${id}-error`} className="hire-field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
