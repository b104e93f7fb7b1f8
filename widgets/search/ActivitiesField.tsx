/**
 * Activities: category typeahead over the full category list, recent category searches,
 * and category tiles while the field is empty.
 */
import type { Category } from '../../shared/contract/catalogue.ts'
import { messages } from '../../shared/contract/messages.ts'
import { filterCategories } from '../../shared/domain/category-filter.ts'
import { mediaUrl } from '../../shared/format/media.ts'
import { $categories, loadCategories } from '../../shared/stores/categories.ts'
import { $recentCategories, type RecentCategory } from '../../shared/stores/recent-searches.ts'
import { useStore } from '../runtime/use-store.ts'
import { ComboboxField, type ComboSection } from '../ui/combobox/ComboboxField.tsx'
import { Skeleton } from '../ui/Skeleton.tsx'

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

function summary(category: Category | RecentCategory): RecentCategory {
  return { _id: category._id, name: category.name, icon: category.icon }
}

export function ActivitiesField({ text, onText, onCategory }: ActivitiesFieldProps) {
  const categories = useStore($categories)
  const recents = useStore($recentCategories)
  const typed = text.trim()
  const choose = (category: Category | RecentCategory) => () => onCategory(summary(category))
  const toOption = (prefix: string) => (category: Category | RecentCategory) => ({
    key: `${prefix}-${category._id}`,
    label: category.name,
    icon: icon(category.icon),
    select: choose(category),
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
      options: categories.list.map(toOption('tile')),
    })
  } else {
    sections.push({
      key: 'matches',
      options: filterCategories(categories.list, typed).map(toOption('match')),
    })
  }

  const loading = categories.status === 'loading' || categories.status === 'idle'
  const matches = sections.reduce((total, section) => total + section.options.length, 0)
  let status = null
  if (loading && categories.list.length === 0) {
    status = (
      <div className="hire-popup-status hire-tile-skeletons" aria-busy="true">
        <span className="hire-visually-hidden">Loading categories</span>
        <Skeleton count={6} height="3.5rem" />
      </div>
    )
  } else if (categories.status === 'error') {
    status = <p className="hire-popup-status hire-popup-error">{categories.error}</p>
  } else if (typed && matches === 0) {
    status = <p className="hire-popup-status">{messages.noResult}</p>
  }

  return (
    <ComboboxField
      label="Activities"
      placeholder="What do you want to do?"
      value={text}
      onChange={onText}
      sections={sections}
      status={status}
      busy={loading}
      part="field field-activities"
      className="hire-field-activities"
    />
  )
}
