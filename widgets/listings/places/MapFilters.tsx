/**
 * The /page/map filters: a date range and the Filters select (Product = 2, Experience = 1).
 * A plain GET form, so it works without JavaScript; once hydrated, the select applies at
 * once and Apply applies the dates without a page load. Dates apply on Apply only: a date
 * field reports half-typed years as dates. Any change goes back to page 1.
 */
import { useId } from 'react'
import {
  kindOptions,
  type MapBrowseState,
  parseDay,
  serialiseMapState,
} from '../../../shared/domain/catalogue/map-browse.ts'
import { FilterSelect } from './FilterSelect.tsx'

export interface MapFiltersProps {
  state: MapBrowseState
  /** YYYY-MM-DD: no day before it can be chosen */
  today: string
  onApply: (next: MapBrowseState) => void
}

/** The state the form shows: its fields over the current place. */
export function stateFromForm(form: HTMLFormElement, state: MapBrowseState): MapBrowseState {
  const data = new FormData(form)
  const text = (name: string) => {
    const value = data.get(name)
    return typeof value === 'string' ? value : ''
  }
  let startDate = parseDay(text('startDate'))
  let endDate = parseDay(text('endDate'))
  if (!startDate && endDate) startDate = endDate
  if (startDate && endDate && endDate < startDate) endDate = undefined
  const kind = Number(text('itemCategoryType'))
  const next: MapBrowseState = {
    latitude: state.latitude,
    longitude: state.longitude,
    name: state.name,
    pageNo: 1,
  }
  if (startDate) next.startDate = startDate
  if (endDate) next.endDate = endDate
  if (kind === 1 || kind === 2) next.itemCategoryType = kind
  return next
}

/**
 * A day of the filter, a native date input keyed by its day: its default value is read
 * once, so a new day in the state draws it afresh.
 */
function DateField({
  id,
  label,
  name,
  min,
  value = '',
}: {
  id: string
  label: string
  name: 'startDate' | 'endDate'
  min: string
  /** YYYY-MM-DD */
  value: string | undefined
}) {
  return (
    <div className="places-field">
      <label htmlFor={id}>{label}</label>
      <input
        key={`${name}-${value}`}
        id={id}
        type="date"
        name={name}
        min={min}
        defaultValue={value}
      />
    </div>
  )
}

export function MapFilters({ state, today, onApply }: MapFiltersProps) {
  const id = useId()
  const apply = (form: HTMLFormElement | null) => {
    if (form) onApply(stateFromForm(form, state))
  }
  const onSubmit = (event: { preventDefault(): void; currentTarget: HTMLFormElement }) => {
    event.preventDefault()
    apply(event.currentTarget)
  }
  const onKind = (event: { currentTarget: { form: HTMLFormElement | null } }) =>
    apply(event.currentTarget.form)
  const withoutDates: MapBrowseState = { ...state, pageNo: 1 }
  delete withoutDates.startDate
  delete withoutDates.endDate
  const clearDates = (event: { preventDefault(): void }) => {
    event.preventDefault()
    onApply(withoutDates)
  }
  const dated = Boolean(state.startDate || state.endDate)

  return (
    <form
      className="places-filters"
      method="get"
      action="/page/map"
      aria-label="Filter listings"
      onSubmit={onSubmit}
    >
      <input type="hidden" name="lat" value={String(state.latitude)} />
      <input type="hidden" name="long" value={String(state.longitude)} />
      <input type="hidden" name="name" value={state.name} />
      <fieldset className="places-dates">
        {/* The group's name for assistive technology; From and To say it on screen. */}
        <legend className="hire-visually-hidden">Dates</legend>
        <DateField
          id={`${id}-start`}
          label="From"
          name="startDate"
          min={today}
          value={state.startDate}
        />
        <DateField
          id={`${id}-end`}
          label="To"
          name="endDate"
          min={state.startDate ?? today}
          value={state.endDate}
        />
        {dated ? (
          <a
            className="places-clear"
            href={`/page/map?${serialiseMapState(withoutDates)}`}
            onClick={clearDates}
          >
            Clear dates
          </a>
        ) : null}
      </fieldset>
      <FilterSelect
        id={`${id}-kind`}
        label="Filters"
        name="itemCategoryType"
        value={state.itemCategoryType ? String(state.itemCategoryType) : ''}
        options={kindOptions}
        onChange={onKind}
      />
      <button type="submit" className="hire-button">
        Apply
      </button>
    </form>
  )
}
