/**
 * The filter modal's rules (spec part 1, "Filter modal") as pure functions over a draft:
 * instant booking (default on) clears the category and subcategories when switched;
 * 'All' selects every subcategory and tag; single choices keep the 'all' flags in sync.
 */
import type { Category } from '../../contract/catalogue/catalogue.ts'
import { type SearchState, withChanges } from './search-filters.ts'

export interface FilterDraft {
  instantBooking: boolean
  experience: boolean
  categoryId: string | null
  subCategoryIds: string[]
  tags: string[]
  allSubCategories: boolean
  allTags: boolean
}

/** Tags offered for a category: its own and its subcategories', each once. */
export function tagsOf(category: Category | undefined): { _id: string; tagName: string }[] {
  if (!category) return []
  const seen = new Map<string, { _id: string; tagName: string }>()
  for (const tag of [...category.tags, ...category.subCategories.flatMap((sub) => sub.tags)]) {
    if (!seen.has(tag._id)) seen.set(tag._id, tag)
  }
  return [...seen.values()]
}

function covers(selected: string[], all: string[]): boolean {
  return all.length > 0 && all.every((id) => selected.includes(id))
}

export function draftFromState(state: SearchState, category?: Category): FilterDraft {
  const subIds = category?.subCategories.map((sub) => sub._id) ?? []
  const tagIds = tagsOf(category).map((tag) => tag._id)
  return {
    instantBooking: state.instantBooking ?? true,
    experience: state.itemCategoryType === 1,
    categoryId: state.categoryId ?? null,
    subCategoryIds: [...state.subCategoryIds],
    tags: [...state.tags],
    allSubCategories: covers(state.subCategoryIds, subIds),
    allTags: covers(state.tags, tagIds),
  }
}

/** Switching instant booking either way clears the category and subcategory choice. */
export function setInstantBooking(draft: FilterDraft, on: boolean): FilterDraft {
  return {
    ...draft,
    instantBooking: on,
    categoryId: null,
    subCategoryIds: [],
    tags: [],
    allSubCategories: false,
    allTags: false,
  }
}

export function chooseCategory(draft: FilterDraft, categoryId: string | null): FilterDraft {
  return {
    ...draft,
    categoryId,
    subCategoryIds: [],
    tags: [],
    allSubCategories: false,
    allTags: false,
  }
}

/** 'All': every subcategory and every tag of the category, or none. */
export function selectAll(draft: FilterDraft, category: Category, on: boolean): FilterDraft {
  return {
    ...draft,
    subCategoryIds: on ? category.subCategories.map((sub) => sub._id) : [],
    tags: on ? tagsOf(category).map((tag) => tag._id) : [],
    allSubCategories: on && category.subCategories.length > 0,
    allTags: on && tagsOf(category).length > 0,
  }
}

function toggle(ids: string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]
}

export function toggleSubCategory(draft: FilterDraft, category: Category, id: string): FilterDraft {
  const subCategoryIds = toggle(draft.subCategoryIds, id)
  const all = covers(
    subCategoryIds,
    category.subCategories.map((sub) => sub._id),
  )
  return { ...draft, subCategoryIds, allSubCategories: all }
}

export function toggleTag(draft: FilterDraft, category: Category, id: string): FilterDraft {
  const tags = toggle(draft.tags, id)
  return {
    ...draft,
    tags,
    allTags: covers(
      tags,
      tagsOf(category).map((tag) => tag._id),
    ),
  }
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id))
}

/**
 * The search the draft stands for, from page 1. The typed Activities text is not shown on
 * the results page, so once the user picks other categories, subcategories or tags here the
 * filters describe the search alone: keeping the hidden text ('Kayaking' with Stand-up
 * paddleboarding ticked) would silently narrow the result to nothing.
 */
export function applyDraft(state: SearchState, draft: FilterDraft): SearchState {
  const categoryId = draft.categoryId ?? undefined
  const subCategoryIds = draft.categoryId ? draft.subCategoryIds : []
  const tags = draft.categoryId ? draft.tags : []
  const sameActivity =
    categoryId === state.categoryId &&
    sameIds(subCategoryIds, state.subCategoryIds) &&
    sameIds(tags, state.tags)
  return withChanges(state, {
    instantBooking: draft.instantBooking,
    itemCategoryType: draft.experience ? 1 : undefined,
    categoryId,
    subCategoryIds,
    tags,
    defaultInputValue: sameActivity ? state.defaultInputValue : undefined,
  })
}

/** The tags' own 'All': every tag of the category, or none. */
export function selectAllTags(draft: FilterDraft, category: Category, on: boolean): FilterDraft {
  const tags = on ? tagsOf(category).map((tag) => tag._id) : []
  return { ...draft, tags, allTags: on && tags.length > 0 }
}
