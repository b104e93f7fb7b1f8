/**
 * The one address field (the profile, completing the profile, a listing's pick-up): typed
 * text with place suggestions from the places port. An address counts only once picked from
 * the suggestions, which gives its coordinates, city and state; the form hears typing and
 * picking apart, so typing again can forget the pick. The hint under the field says which
 * of the two the text is, for everyone, not only for those who see the list close.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { messages } from '../../../shared/contract/core/messages.ts'
import { createPlaceSearch } from '../../../shared/stores/catalogue/place-search.ts'
import { reportError } from '../../../shared/stores/core/feedback.ts'
import { useStore } from '../../runtime/use-store.ts'
import { ComboboxField, type ComboSection } from '../combobox/ComboboxField.tsx'

export interface ChosenPlace {
  address: string
  city: string
  state: string
  latitude: number
  longitude: number
}

export interface AddressFieldProps {
  label: string
  placeholder: string
  /** the text in the field */
  value: string
  /** whether `value` is an address picked from the suggestions */
  chosen: boolean
  onType: (text: string) => void
  onChoose: (place: ChosenPlace) => void
  error?: string | null | undefined
  /** the widget whose toast tells a failed lookup */
  owner?: string
  /** the wrapper's class, for the form's own field layout */
  className?: string
}

/**
 * City and state from a place's two lines: a locality ('Manly', 'NSW, Australia') or a
 * street address, whose second line starts with its locality ('12 Pittwater Road',
 * 'Manly NSW 2095, Australia').
 */
export function placeParts(main: string, secondary: string): { city: string; state: string } {
  const first = secondary.split(',')[0]?.trim() ?? ''
  const locality = /^(.+?)\s+([A-Z]{2,3})(?:\s+\d{4})?$/.exec(first)
  return locality
    ? { city: locality[1] ?? '', state: locality[2] ?? '' }
    : { city: main, state: first }
}

export function AddressField(props: AddressFieldProps) {
  const { value, chosen, error, owner } = props
  const id = useId()
  const search = useMemo(() => createPlaceSearch(), [])
  const state = useStore(search.$state)
  const [resolving, setResolving] = useState(false)
  const input = useRef<HTMLInputElement | null>(null)
  // Counts picks and keystrokes: a place that arrives after the person typed again or
  // picked another one is dropped, so it cannot overwrite what they did since.
  const latestTurn = useRef(0)
  useEffect(() => () => search.cancel(), [search])
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  useEffect(() => {
    const node = input.current
    if (!node) return
    node.setAttribute('aria-describedby', error ? `${errorId} ${hintId}` : hintId)
    if (error) node.setAttribute('aria-invalid', 'true')
    else node.removeAttribute('aria-invalid')
  }, [error, errorId, hintId])

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
              const turn = ++latestTurn.current
              const current = () => turn === latestTurn.current
              setResolving(true)
              search
                .details(suggestion)
                .then((place) => {
                  if (!current()) return
                  props.onChoose({
                    address: place.address,
                    ...placeParts(place.main_text, place.secondary_text),
                    latitude: place.lat,
                    longitude: place.lng,
                  })
                })
                .catch((failure: unknown) => {
                  if (current()) reportError(failure, { owner })
                })
                .finally(() => {
                  if (current()) setResolving(false)
                })
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
    <div className={props.className ?? 'hire-form-field'}>
      <ComboboxField
        label={props.label}
        placeholder={props.placeholder}
        value={value}
        inputRef={input}
        onChange={(text) => {
          latestTurn.current++
          setResolving(false)
          props.onType(text)
          search.search(text)
        }}
        sections={sections}
        status={status}
        busy={resolving || (typed !== '' && state.status === 'loading')}
        part="address"
      />
      <p id={hintId} className="hire-field-hint">
        {chosen
          ? 'Address chosen from the suggestions.'
          : 'Choose the address from the suggestions.'}
      </p>
      {error ? (
        <p id={errorId} className="hire-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
