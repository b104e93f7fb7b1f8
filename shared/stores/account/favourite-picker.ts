/**
 * The favourite-category picker (spec part 1, /auth/FavCategoryScreen): GET
 * /user/categories in pages of 10, a multi-selection kept across pages (starting from what
 * the server marks isSelected), and the save (PUT /user/categories) that ends onboarding:
 * local user details updated, onboarding session cleared, guest flag 0.
 */
import { map } from 'nanostores'
import { api } from '../../api/client.ts'
import { favouriteCalls, type SaveFavouritesData } from '../../contract/account/favourites.ts'
import type { CategoriesData, Category } from '../../contract/catalogue/catalogue.ts'
import { $session, $user, updateSessionUser } from '../core/session.ts'
import { clearOnboarding } from './onboarding.ts'

/** Category pickers load 10 at a time (spec part 1 section 9). */
export const pickerChunk = 10

export interface PickerState {
  status: 'loading' | 'ready' | 'error'
  pageNo: number
  /** pages loaded so far, by page number */
  pages: Record<number, Category[]>
  total: number
  selected: string[]
  error?: string
}

export function createFavouritePicker() {
  const $picker = map<PickerState>({
    status: 'loading',
    pageNo: 1,
    pages: {},
    total: 0,
    selected: [],
  })
  // Choices the user made themselves win over the server's isSelected on later pages.
  const touched = new Set<string>()
  let controller: AbortController | undefined

  async function load(pageNo: number): Promise<void> {
    const cached = $picker.get().pages[pageNo]
    if (cached) {
      $picker.set({ ...$picker.get(), status: 'ready', pageNo })
      return
    }
    controller?.abort()
    const current = new AbortController()
    controller = current
    $picker.set({ ...$picker.get(), status: 'loading', pageNo, error: undefined })
    try {
      const data = await api.get<CategoriesData>(favouriteCalls.list.path, {
        query: { chunk: pickerChunk, pageNo },
        signal: current.signal,
      })
      if (current.signal.aborted) return
      const list = data?.categoriesList ?? []
      const state = $picker.get()
      const selected = new Set(state.selected)
      for (const category of list) {
        if (category.isSelected && !touched.has(category._id)) selected.add(category._id)
      }
      $picker.set({
        ...state,
        status: 'ready',
        pageNo,
        total: data?.total ?? list.length,
        pages: { ...state.pages, [pageNo]: list },
        selected: [...selected],
      })
    } catch (error) {
      if (current.signal.aborted) return
      $picker.set({
        ...$picker.get(),
        status: 'error',
        error: error instanceof Error ? error.message : String(error),
      })
    }
  }

  function toggle(categoryId: string): void {
    touched.add(categoryId)
    const { selected } = $picker.get()
    $picker.setKey(
      'selected',
      selected.includes(categoryId)
        ? selected.filter((id) => id !== categoryId)
        : [...selected, categoryId],
    )
  }

  const pageCount = () => Math.max(1, Math.ceil($picker.get().total / pickerChunk))

  /** Saves the choice; onboarding ends here. */
  async function save(): Promise<SaveFavouritesData> {
    const data = await api.put<SaveFavouritesData>(favouriteCalls.save.path, {
      auth: 'bearer',
      body: { categories: $picker.get().selected },
    })
    const user = $user.get()
    if (user)
      updateSessionUser({ ...user, profileStep: data?.profileStep ?? user.profileStep }, '0')
    else $session.setKey('isGuestUser', '0')
    clearOnboarding()
    return data
  }

  return {
    $picker,
    load,
    toggle,
    save,
    pageCount,
    next: () => load(Math.min(pageCount(), $picker.get().pageNo + 1)),
    previous: () => load(Math.max(1, $picker.get().pageNo - 1)),
    dispose: () => controller?.abort(),
  }
}

export type FavouritePicker = ReturnType<typeof createFavouritePicker>
