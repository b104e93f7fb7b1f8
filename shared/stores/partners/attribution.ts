/**
 * $partner: the partner code of this page's embeds, carried into every booking made from
 * them. It comes from a widget's `partner` attribute (setPartner, through the runtime), or
 * `window.hireConfig.partner`, or, on the marketplace's own pages, the `?partner=` of the
 * hand-over link a partner's embed opened; this tab keeps it
 * (`<namespace>:partner`) so the checkout pages that follow still know it. The RequestItem
 * session takes it when a booking starts, and the checkout body sends it.
 */
import { atom } from 'nanostores'
import { $config } from '../../config.ts'
import { isPartnerCode, partnerParam, pickPartner } from '../../domain/partners/code.ts'

const storageKey = () => `${$config.get().namespace}:partner`

function kept(): string | null {
  try {
    return sessionStorage.getItem(storageKey())
  } catch {
    return null
  }
}

function keep(code: string): void {
  try {
    sessionStorage.setItem(storageKey(), code)
  } catch {
    // Blocked storage: the code stays on this page only.
  }
}

/** Where a page's partner code comes from, most specific first. */
export function pagePartner(): string | null {
  if (typeof window === 'undefined') return null
  const configured = (window.hireConfig as { partner?: unknown } | undefined)?.partner
  const query = new URLSearchParams(location.search).get(partnerParam)
  return pickPartner([configured, query, kept()])
}

export const $partner = atom<string | null>(null)

/** The code a booking starting now carries, or null (reads the page's sources once). */
export function loadPagePartner(): string | null {
  const code = $partner.get() ?? pagePartner()
  if (code) setPartner(code)
  return code
}

/** A widget's `partner` attribute (page-wide, like api-base); false for an invalid code. */
export function setPartner(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true
  const code = typeof value === 'string' ? value.trim() : value
  if (!isPartnerCode(code)) return false
  $partner.set(code)
  keep(code)
  return true
}
