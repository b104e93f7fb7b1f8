/**
 * What the snippet builder's pickers search: items by name through the search bar's
 * suggestions (GET /items/suggestions), suppliers by name in the public supplier list
 * (GET /users/suppliers, read once), and the day keys of its date prefill.
 */
import { api } from '../../shared/api/client.ts'
import { catalogueCalls, type SuggestionsData } from '../../shared/contract/catalogue/catalogue.ts'
import { type SupplierEntry, sitemapCalls } from '../../shared/contract/catalogue/sitemap.ts'
import { loadOnce } from '../ui/lazy/load-once.ts'
import type { PickerMatch } from './SearchPicker.tsx'

const shown = 8

export async function searchItems(text: string, signal: AbortSignal): Promise<PickerMatch[]> {
  const data = await api.get<SuggestionsData>(catalogueCalls.suggestions.path, {
    query: { search: text, limit: 20 },
    signal,
  })
  return data.list
    .filter((entry) => entry.type === 'item')
    .slice(0, shown)
    .map((entry) => ({ id: entry._id, label: entry.name }))
}

/** Every supplier, fetched once for the page; a failed fetch is tried again on the next search. */
const suppliers = loadOnce(async () => {
  const data = await api.get<{ list: SupplierEntry[] }>(sitemapCalls.suppliers.path, {
    query: { limit: 1000 },
  })
  return data.list
})

export async function searchSuppliers(text: string): Promise<PickerMatch[]> {
  const wanted = text.toLowerCase()
  return (await suppliers())
    .filter((entry) => entry.name.toLowerCase().includes(wanted))
    .slice(0, shown)
    .map((entry) => ({ id: entry._id, label: entry.name }))
}

/** Local midnight → '2027-01-10', as the prefill attributes take it. */
export function dayKey(day: number): string {
  const date = new Date(day)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
