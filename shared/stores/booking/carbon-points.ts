/**
 * $carbonPoints: the signed-in hirer's carbon points for the bookings area's card
 * (GET /user/carbon, spec part 2 sections 2 and 7): the total and the points per category.
 * Loads once per page when first shown; a failure is kept so the card can offer Retry.
 */

import { atom, onMount } from 'nanostores'
import { api } from '../../api/client.ts'
import { messageOf } from '../../api/errors.ts'
import { type CarbonData, carbonCalls } from '../../contract/catalogue/carbon.ts'
import { $session } from '../core/session.ts'

export interface CategoryPoints {
  name: string
  points: number
}

export type CarbonPointsState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; total: number; categories: CategoryPoints[] }
  | { status: 'error'; message: string }

export const $carbonPoints = atom<CarbonPointsState>({ status: 'idle' })

let generation = 0

export async function loadCarbonPoints(): Promise<void> {
  const mine = ++generation
  $carbonPoints.set({ status: 'loading' })
  try {
    const data = await api.get<CarbonData>(carbonCalls.carbon.path, { auth: 'bearer' })
    if (mine !== generation) return
    const categories = (data?.data ?? [])
      .map((entry) => ({ name: entry.name, points: Number(entry.co2Save) || 0 }))
      .filter((entry) => entry.points > 0)
    $carbonPoints.set({ status: 'ready', total: Number(data?.totalCarbon) || 0, categories })
  } catch (error) {
    if (mine !== generation) return
    const message = messageOf(error)
    $carbonPoints.set({ status: 'error', message })
  }
}

/** Four slices at most (the chart's four colours): the three largest and 'Other'. */
export function chartSlices(categories: readonly CategoryPoints[]): CategoryPoints[] {
  const sorted = [...categories].filter((c) => c.points > 0).sort((a, b) => b.points - a.points)
  if (sorted.length <= 4) return sorted
  const other = sorted.slice(3).reduce((sum, entry) => sum + entry.points, 0)
  return [...sorted.slice(0, 3), { name: 'Other', points: other }]
}

/** The token the points were loaded with: another user's points are never shown. */
let loadedFor: string | undefined

onMount($carbonPoints, () => {
  if (typeof window === 'undefined') return
  const reload = () => {
    loadedFor = $session.get().accessToken
    void loadCarbonPoints()
  }
  const state = $carbonPoints.get().status
  if (state === 'idle' || state === 'error' || loadedFor !== $session.get().accessToken) reload()
  return $session.listen((value) => {
    if (value.accessToken !== loadedFor) reload()
  })
})
