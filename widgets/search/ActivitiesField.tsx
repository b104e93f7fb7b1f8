/**
 * Activities: category typeahead over the full category list, recent category searches,
 * and category tiles while the field is empty.
 */
import { useCallback, useEffect } from 'react'
import type { Category } from '../../shared/contract/catalogue/catalogue.ts'
import {
  type ActivityChoice,
  categoryChoice,
  matchActivities,
} from '../../shared/domain/catalogue/category-filter.ts'
import { mediaUrl } from '../../shared/format/media.ts'
import {
  $categories,
  ensureCategories,
  loadCategories,
} from '../../shared/stores/catalogue/categories.ts'
import {
  $recentCategories,
  type RecentCategory,
} from '../../shared/stores/catalogue/recent-searches.ts'
import { useHost } from '../runtime/host.ts'
import { useStore } from '../runtime/use-store.ts'
import { ComboboxField, type ComboSection } from '../ui/combobox/ComboboxField.tsx'
import { type LoadingRows, popupStatus } from './popup-status.tsx'

const loadingRows: LoadingRows = {
  label: 'Loading categories',
  count: 6,
  height: '3.5rem',
  tiles: true,
}

export interface ActivitiesFieldProps {
  text: string
  onText: (text: string) => void
  onCategory: (category: RecentCategory) => void
}

function icon(src: string) {
  return src ? (
    <img className="hire-option-icon" src={mediaUrl(src)} alt="" width={32} height={32} />
  ) : null
}

/**
 * The categories load when the field is first used (focus, hover, touch), not when the bar
 * mounts: a search bar nobody touches costs no call. As an island on our pages it hydrates
 * on that first use, and a prefilled activity needs them to match a category: both load
 * at once.
 */
function useFirstUse(text: string): (node: HTMLInputElement | null) => void {
  const host = useHost()
  const prefilled = text.trim() !== ''
  useEffect(() => {
    if (!host || prefilled) ensureCategories()
  }, [host, prefilled])
  // A ref, not an effect: the listeners are on the input from the moment it is in the page.
  return useCallback((node: HTMLInputElement | null) => {
    for (const name of ['focus', 'pointerenter']) {
      node?.addEventListener(name, ensureCategories, { once: true })
    }
  }, [])
}

export function ActivitiesField({ text, onText, onCategory }: ActivitiesFieldProps) {
  const categories = useStore($categories)
  const recents = useStore($recentCategories)
  const input = useFirstUse(text)
  const typed = text.trim()
  const toOption = (prefix: string) => (choice: ActivityChoice) => ({
    key: `${prefix}-${choice.subCategoryId ?? choice._id}`,
    label: choice.name,
    detail: choice.categoryName,
    icon: icon(choice.icon),
    select: () => onCategory(choice),
  })

  const sections: ComboSection[] = []
  if (categories.status === 'error') {
    sections.push({
      key: 'retry',
      options: [{ key: 'retry', label: 'Try again', select: () => void loadCategories() }],
    })
  }
  if (!typed) {
    sections.push({
      key: 'recent',
      title: 'Recent searches',
      options: recents.map(toOption('recent')),
    })
    sections.push({
      key: 'tiles',
      title: 'Categories',
      layout: 'tiles',
      options: categories.list.map((category: Category) =>
        toOption('tile')(categoryChoice(category)),
      ),
    })
  } else {
    sections.push({
      key: 'matches',
      options: matchActivities(categories.list, typed).map(toOption('match')),
    })
  }

  const loading = categories.status === 'loading' || categories.status === 'idle'
  const matches = sections.reduce((total, section) => total + section.options.length, 0)
  const status = popupStatus({
    loading: loading && categories.list.length === 0,
    rows: loadingRows,
    failed: categories.status === 'error',
    error: categories.error,
    noResult: Boolean(typed) && matches === 0,
  })

  return (
    <ComboboxField
      label="Activities"
      placeholder="What do you want to do?"
      name="defaultInputValue"
      value={text}
      onChange={onText}
      sections={sections}
      status={status}
      busy={loading}
      part="field field-activities"
      className="hire-field-activities"
      inputRef={input}
    />
  )
}
