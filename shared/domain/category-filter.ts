/** Category typeahead rules: which categories match what the user typed. */
import type { Category } from '../contract/catalogue.ts'

/** Categories whose name contains the typed text, names starting with it first. */
export function filterCategories(list: readonly Category[], typed: string): Category[] {
  const needle = typed.trim().toLowerCase()
  if (!needle) return [...list]
  const starts: Category[] = []
  const contains: Category[] = []
  for (const category of list) {
    const name = category.name.toLowerCase()
    if (name.startsWith(needle)) starts.push(category)
    else if (name.includes(needle)) contains.push(category)
  }
  return [...starts, ...contains]
}

/** The category named exactly as typed, if any (ignoring case and outer spaces). */
export function categoryNamed(list: readonly Category[], typed: string): Category | undefined {
  const needle = typed.trim().toLowerCase()
  return needle ? list.find((category) => category.name.toLowerCase() === needle) : undefined
}
