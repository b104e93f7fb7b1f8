/**
 * The filter modal (spec part 1, "Filter modal"): instant booking (default on; switching
 * clears the category), experience, category, its subcategories and tags with 'All', and a
 * live 'Show N items' count. The rules live in shared/domain/catalogue/search-filters.ts.
 */
import { useEffect, useState } from 'react'
import {
  allChosen,
  applyDraft,
  type ChoiceList,
  choicesOf,
  chooseCategory,
  draftFromState,
  selectAll,
  setInstantBooking,
  toggleChoice,
} from '../../../shared/domain/catalogue/filter-draft.ts'
import {
  clearedSearchUrl,
  parseSearchState,
  type SearchState,
} from '../../../shared/domain/catalogue/search-filters.ts'
import { $categories, ensureCategories } from '../../../shared/stores/catalogue/categories.ts'
import { countResults } from '../../../shared/stores/catalogue/search-results.ts'
import { useStore } from '../../runtime/use-store.ts'
import { Dialog } from '../../ui/Dialog.tsx'

export interface FilterModalProps {
  state: SearchState
  onApply: (next: SearchState) => void
  onClose: () => void
}

/** Waits for the user to stop changing filters before counting. */
const countDelayMs = 300

function Check(props: { label: string; checked: boolean; onChange: () => void; role?: 'switch' }) {
  return (
    <label className="results-check">
      <input type="checkbox" role={props.role} checked={props.checked} onChange={props.onChange} />
      <span>{props.label}</span>
    </label>
  )
}

/** The lists under a category, each with its 'All' (the subcategories' takes the tags too). */
const choiceFieldsets: { list: ChoiceList; legend: string; all: string }[] = [
  { list: 'subCategoryIds', legend: 'Subcategories', all: 'All' },
  { list: 'tags', legend: 'Tags', all: 'All tags' },
]

export function FilterModal({ state, onApply, onClose }: FilterModalProps) {
  const categories = useStore($categories)
  useEffect(ensureCategories, [])
  const find = (id: string | null) => categories.list.find((category) => category._id === id)
  const [draft, setDraft] = useState(() => draftFromState(state, find(state.categoryId ?? null)))
  const [count, setCount] = useState<number | null>(null)
  const category = find(draft.categoryId)
  const next = applyDraft(state, draft)

  const nextKey = JSON.stringify(next)
  useEffect(() => {
    let live = true
    setCount(null)
    const timer = setTimeout(() => {
      countResults(JSON.parse(nextKey) as SearchState)
        .then((total) => live && setCount(total))
        .catch(() => live && setCount(0))
    }, countDelayMs)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [nextKey])

  return (
    <Dialog title="Filters" onClose={onClose} className="results-filters" closeButton>
      <div className="results-filters-body">
        <Check
          role="switch"
          label="Instant booking"
          checked={draft.instantBooking}
          onChange={() => setDraft(setInstantBooking(draft, !draft.instantBooking))}
        />
        <Check
          role="switch"
          label="Experiences only"
          checked={draft.experience}
          onChange={() => setDraft({ ...draft, experience: !draft.experience })}
        />
        <fieldset className="results-fieldset">
          <legend>Category</legend>
          {categories.status === 'loading' ? <p>Loading categories…</p> : null}
          <div className="results-choices">
            {categories.list.map((option) => (
              <label key={option._id} className="results-check">
                <input
                  type="radio"
                  name="results-category"
                  checked={draft.categoryId === option._id}
                  onChange={() => setDraft(chooseCategory(draft, option._id))}
                />
                <span>{option.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {category
          ? choiceFieldsets.map(({ list, legend, all }) => {
              const choices = choicesOf(category, list)
              const allOn = allChosen(draft, list)
              return choices.length > 0 ? (
                <fieldset key={list} className="results-fieldset">
                  <legend>{legend}</legend>
                  <div className="results-choices">
                    <Check
                      label={all}
                      checked={allOn}
                      onChange={() => setDraft(selectAll(draft, category, list, !allOn))}
                    />
                    {choices.map((choice) => (
                      <Check
                        key={choice.id}
                        label={choice.label}
                        checked={draft[list].includes(choice.id)}
                        onChange={() => setDraft(toggleChoice(draft, category, list, choice.id))}
                      />
                    ))}
                  </div>
                </fieldset>
              ) : null
            })
          : null}
      </div>
      <div className="results-filters-actions">
        <button
          type="button"
          className="hire-button"
          onClick={() => onApply(parseSearchState(clearedSearchUrl.split('?')[1] ?? ''))}
        >
          Clear All
        </button>
        <button
          type="button"
          className="hire-button hire-button-primary"
          aria-live="polite"
          onClick={() => onApply(next)}
        >
          {count === null ? 'Show items' : `Show ${count} items`}
        </button>
      </div>
    </Dialog>
  )
}
