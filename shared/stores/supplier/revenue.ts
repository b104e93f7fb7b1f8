/**
 * The revenue dashboard's data (spec part 3 sections 2.10 and 7): the graph for a period
 * (only the latest request writes), the most hired items and the last hired table with
 * its search, which waits 500 ms after the last key.
 */
import { map } from 'nanostores'
import { api } from '../../api/client.ts'
import { messageOf } from '../../api/errors.ts'
import { bookingLimits } from '../../contract/booking/calls.ts'
import type { LastHiredItem } from '../../contract/catalogue/items.ts'
import type { ListData } from '../../contract/core/envelope.ts'
import { supplierCalls } from '../../contract/supplier/calls.ts'
import type { MostHiredRow, RevenueData } from '../../contract/supplier/orders.ts'
import type { RevenueQuery } from '../../domain/supplier/revenue.ts'

export interface RevenueValue {
  status: 'idle' | 'loading' | 'ready' | 'error'
  query: RevenueQuery
  data: RevenueData | null
  error: string | null
  /** null until the first answer */
  mostHired: MostHiredRow[] | null
  lastHired: LastHiredItem[] | null
  searchKey: string
}

export function createRevenue() {
  const $revenue = map<RevenueValue>({
    status: 'idle',
    query: { type: 3, sDate: '0', eDate: '0' },
    data: null,
    error: null,
    mostHired: null,
    lastHired: null,
    searchKey: '',
  })
  let generation = 0
  let searchGeneration = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  async function show(query: RevenueQuery) {
    const mine = ++generation
    $revenue.set({ ...$revenue.get(), status: 'loading', query, error: null })
    try {
      const data = await api.get<RevenueData>(supplierCalls.revenueGraph.path, {
        auth: 'bearer',
        query: { ...query },
      })
      if (mine === generation) $revenue.set({ ...$revenue.get(), status: 'ready', data })
    } catch (error) {
      if (mine === generation)
        $revenue.set({ ...$revenue.get(), status: 'error', error: messageOf(error) })
    }
  }

  async function loadLastHired(searchKey: string) {
    const mine = ++searchGeneration
    try {
      const data = await api.get<ListData<LastHiredItem>>('/items/last-hired', {
        auth: 'bearer',
        query: { as: 'supplier', searchKey: searchKey || undefined, limit: 10 },
      })
      if (mine === searchGeneration) $revenue.set({ ...$revenue.get(), lastHired: data.list })
    } catch {
      if (mine === searchGeneration) $revenue.set({ ...$revenue.get(), lastHired: [] })
    }
  }

  async function loadMostHired() {
    try {
      const data = await api.get<ListData<MostHiredRow>>('/items/most-hired-items', {
        auth: 'bearer',
        query: { pageNo: 1, limit: 10 },
      })
      $revenue.set({ ...$revenue.get(), mostHired: data.list })
    } catch {
      $revenue.set({ ...$revenue.get(), mostHired: [] })
    }
  }

  return {
    $revenue,
    open() {
      void show($revenue.get().query)
      void loadMostHired()
      void loadLastHired('')
    },
    show,
    search(searchKey: string) {
      $revenue.set({ ...$revenue.get(), searchKey })
      clearTimeout(timer)
      timer = setTimeout(() => void loadLastHired(searchKey.trim()), bookingLimits.searchDebounceMs)
    },
  }
}

export type Revenue = ReturnType<typeof createRevenue>
