/**
 * A search-backed picker (WAI-ARIA combobox, list autocomplete, on the shared
 * `ComboboxField`): typing asks `search` for matches (debounced, the previous request
 * cancelled), picking one hands its id to `onPick`. Shows what is chosen under the field.
 */
import { useEffect, useRef, useState } from 'react'
import { messageOf } from '../../shared/api/errors.ts'
import { ComboboxField } from '../ui/combobox/ComboboxField.tsx'

export interface PickerMatch {
  id: string
  label: string
  detail?: string
}

export interface SearchPickerProps {
  label: string
  /** the chosen id ('' for none) */
  value: string
  /** the chosen entry's name, when known */
  chosenLabel?: string
  placeholder?: string
  search: (text: string, signal: AbortSignal) => Promise<PickerMatch[]>
  onPick: (match: PickerMatch | null) => void
  /** what 'nothing found' says, e.g. 'No item found.' */
  empty: string
}

type Found =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; list: PickerMatch[] }
  | { status: 'error'; message: string }

// Long enough to skip the keystrokes of a word, short enough to feel immediate.
const typingPause = 250

export function SearchPicker(props: SearchPickerProps) {
  const [text, setText] = useState(props.chosenLabel ?? props.value)
  const [found, setFound] = useState<Found>({ status: 'idle' })
  const search = useRef(props.search)
  search.current = props.search

  useEffect(() => {
    const query = text.trim()
    if (!query || query === props.chosenLabel) return setFound({ status: 'idle' })
    const controller = new AbortController()
    setFound({ status: 'loading' })
    const timer = setTimeout(() => {
      search.current(query, controller.signal).then(
        (list) => setFound({ status: 'ready', list }),
        (error: unknown) => {
          if (!controller.signal.aborted) setFound({ status: 'error', message: messageOf(error) })
        },
      )
    }, typingPause)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text, props.chosenLabel])

  const list = found.status === 'ready' ? found.list : []
  const status =
    found.status === 'loading' ? (
      <p className="hire-popup-status">Searching…</p>
    ) : found.status === 'error' ? (
      <p className="hire-popup-status hire-popup-error">{found.message}</p>
    ) : found.status === 'ready' && list.length === 0 ? (
      <p className="hire-popup-status">{props.empty}</p>
    ) : null

  return (
    <div className="embed-picker">
      <ComboboxField
        label={props.label}
        value={text}
        placeholder={props.placeholder}
        busy={found.status === 'loading'}
        status={status}
        onChange={(next) => {
          setText(next)
          if (props.value) props.onPick(null)
        }}
        sections={[
          {
            key: 'matches',
            options: list.map((match) => ({
              key: match.id,
              label: match.label,
              ...(match.detail ? { detail: match.detail } : {}),
              select: () => {
                setText(match.label)
                setFound({ status: 'idle' })
                props.onPick(match)
              },
            })),
          },
        ]}
      />
      <p className="embed-hint" aria-live="polite">
        {props.value
          ? props.chosenLabel
            ? `Chosen: ${props.chosenLabel} (id ${props.value})`
            : `Chosen: id ${props.value}`
          : ''}
      </p>
    </div>
  )
}
