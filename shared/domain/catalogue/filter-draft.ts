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

function toggle(ids: string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]
}

/** A choice of a list, as the modal shows it. */
export interface Choice {
  id: string
  label: string
}

/** The two lists of choices under a category, by their field in the draft, with their 'All' flag. */
const choiceLists = {
  subCategoryIds: {
    all: 'allSubCategories',
    choices: (category: Category): Choice[] =>
      category.subCategories.map((sub) => ({ id: sub._id, label: sub.name })),
  },
  tags: {
    all: 'allTags',
    choices: (category: Category): Choice[] =>
      tagsOf(category).map((tag) => ({ id: tag._id, label: tag.tagName })),
  },
} as const
export type ChoiceList = keyof typeof choiceLists

/** The subcategories or the tags a category offers. */
export function choicesOf(category: Category, list: ChoiceList): Choice[] {
  return choiceLists[list].choices(category)
}

/** Whether every choice of the list is ticked (its 'All'). */
export function allChosen(draft: FilterDraft, list: ChoiceList): boolean {
  return draft[choiceLists[list].all]
}

/** The draft with `ids` chosen in the list, its 'All' ticked when they are every choice. */
function withChosen(
  draft: FilterDraft,
  category: Category,
  list: ChoiceList,
  ids: string[],
): FilterDraft {
  const every = choicesOf(category, list).map((choice) => choice.id)
  return { ...draft, [list]: ids, [choiceLists[list].all]: covers(ids, every) }
}

/**
 * A list's 'All': every choice of the category, or none. The subcategories' 'All' takes
 * every tag too; the tags' own 'All' only the tags.
 */
export function selectAll(
  draft: FilterDraft,
  category: Category,
  list: ChoiceList,
  on: boolean,
): FilterDraft {
  const ids = on ? choicesOf(category, list).map((choice) => choice.id) : []
  const next = withChosen(draft, category, list, ids)
  return list === 'subCategoryIds' ? selectAll(next, category, 'tags', on) : next
}

/** Ticks or unticks one subcategory or tag, keeping its list's 'All' in sync. */
export function toggleChoice(
  draft: FilterDraft,
  category: Category,
  list: ChoiceList,
  id: string,
): FilterDraft {
  return withChosen(draft, category, list, toggle(draft[list], id))
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
