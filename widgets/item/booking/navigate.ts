/**
 * Where 'Book now' leads. On the marketplace's own pages: the checkout's terms step, the
 * RequestItem session already in this tab. From a partner's site (another origin, whose
 * storage we cannot share) the hirer continues on the marketplace's item page with the same
 * choice in its query, and books there; a signed-in hirer's session follows through a
 * one-time hand-over code (shared/stores/account/handover-issue.ts).
 */
import { withPartnerParam } from '../../../shared/domain/partners/code.ts'
import {
  type BookingSelection,
  selectionQuery,
} from '../../../shared/stores/checkout/request-item.ts'
import { loadPagePartner } from '../../../shared/stores/partners/attribution.ts'
import { itemPath } from '../links.ts'

/** The terms step's route (spec part 3, route table; spelled as the spec spells it). */
export const termsPath = '/item/tearmsandcondition'

const here = () => (typeof location === 'undefined' ? 'http://localhost/' : location.href)

/** Whether the marketplace (`siteBase`, '' on our pages) is another origin than this page. */
export function isExternal(siteBase: string): boolean {
  if (!siteBase) return false
  try {
    return new URL(siteBase, here()).origin !== new URL(here()).origin
  } catch {
    return false
  }
}

export function continueHref(siteBase: string, itemId: string, selection: BookingSelection) {
  if (!isExternal(siteBase)) return termsPath
  const url = new URL(itemPath(itemId), siteBase)
  url.search = selectionQuery(itemId, selection)
  // The partner's code goes along, so a booking made on the marketplace is still theirs.
  return withPartnerParam(url.href, loadPagePartner())
}

/** Leaves for the checkout (a page load: the checkout pages are the site's). */
export function goTo(href: string): void {
  location.assign(href)
}
