/**
 * Activities typeahead rules. People type what they want to do ("kayak"), which is more
 * often a subcategory (Kayaking) than a category (Water sports), so both are offered: a
 * category match searches the whole category, a subcategory match narrows to it.
 */
import type { Category } from '../../contract/catalogue/catalogue.ts'

/** One choice in the Activities field, and the shape kept in recent searches. */
export interface ActivityChoice {
  /** the category searched */
  _id: string
  name: string
  icon: string
  /** set when the choice is a subcategory of `_id` */
  subCategoryId?: string
  /** the parent category's name, for subcategory choices */
  categoryName?: string
}

export function categoryChoice(category: Category): ActivityChoice {
  return { _id: category._id, name: category.name, icon: category.icon }
}

function choicesOf(list: readonly Category[]): ActivityChoice[] {
  return list.flatMap((category) => [
    categoryChoice(category),
    ...category.subCategories.map((sub) => ({
      _id: category._id,
      name: sub.name,
      icon: sub.image || category.icon,
      subCategoryId: sub._id,
      categoryName: category.name,
    })),
  ])
}

/**
 * Categories and subcategories whose name contains the typed text: names starting with it
 * first, categories before subcategories within each group.
 */
export function matchActivities(list: readonly Category[], typed: string): ActivityChoice[] {
  const needle = typed.trim().toLowerCase()
  if (!needle) return list.map(categoryChoice)
  const starts: ActivityChoice[] = []
  const contains: ActivityChoice[] = []
  for (const choice of choicesOf(list)) {
    const name = choice.name.toLowerCase()
    if (name.startsWith(needle)) starts.push(choice)
    else if (name.includes(needle)) contains.push(choice)
  }
  const byKind = (a: ActivityChoice, b: ActivityChoice) =>
    Number(Boolean(a.subCategoryId)) - Number(Boolean(b.subCategoryId))
  return [...starts.sort(byKind), ...contains.sort(byKind)]
}

/** The category or subcategory named exactly as typed, if any (ignoring case and outer spaces). */
export function activityNamed(
  list: readonly Category[],
  typed: string,
): ActivityChoice | undefined {
  const needle = typed.trim().toLowerCase()
  if (!needle) return undefined
  return choicesOf(list).find((choice) => choice.name.toLowerCase() === needle)
}
