/**
 * `<hire-launcher>`: a floating button fixed to a corner of the page that opens an item, a
 * supplier's listings or the search in a popup (a modal dialog on the partner's page).
 *
 * @tag hire-launcher
 * @summary Floating button that opens an item, a supplier's listings or the search in a popup.
 *
 * @attr {string} item-id - Open this item (`<hire-item>`).
 * @attr {string} supplier-id - Open this supplier's listings (`<hire-listings>`); with neither id, the search opens.
 * @attr {string} label - The button's text; default 'Book now'.
 * @attr {'bottom-right' | 'bottom-left'} position - The corner it floats in; default bottom-right.
 * @attr {string} start-date - Passed to the widget it opens: first day, YYYY-MM-DD.
 * @attr {string} end-date - Passed on: last day, YYYY-MM-DD.
 * @attr {number | string} units - Passed on to an item: units to hire.
 * @attr {number | string} group-size - Passed on to an item: people in the group.
 * @attr {string} activity - Passed on to the search: the activity typed in.
 * @attr {string} destination - Passed on to the search: the destination typed in.
 * @attr {'light' | 'dark' | 'auto'} theme - Colour scheme of the button, the popup and the widget; default light (or hireConfig.theme).
 * @attr {string} accent - Brand colour as a hex colour (#0a7d5a): the button and the widget's primary colour.
 * @attr {'inherit' | 'own'} font - inherit: use the page's text styles instead of the widget's own.
 * @attr {string} partner - Partner code passed to the widget it opens.
 * @attr {string} api-base - API base URL ending in /api/v1; applies to every widget on the page.
 *
 * @prop {() => void} open - Opens the popup, as a click on the button does.
 *
 * @fires {CustomEvent<{ tag: string }>} hire-ready - The button is on the page.
 *
 * @csspart button - The floating button.
 *
 * @cssprop [--hire-launcher-offset=16px] - Distance from the corner of the viewport.
 * @cssprop [--hire-color-primary=#0b57b5] - Button background (accent sets it).
 * @cssprop [--hire-color-on-primary=#ffffff] - Button text.
 * @cssprop [--hire-shadow] - Button shadow.
 * @cssprop [--hire-font-family=system-ui] - Font family; `inherit` takes the page's.
 */
import { LauncherElement } from './launcher.ts'

const tag = 'hire-launcher'

// Guarded like every element (runtime/define.ts), written out so the launcher does not
// pull in the shared widget runtime.
if (typeof customElements !== 'undefined') {
  if (customElements.get(tag))
    console.warn(`<${tag}> is already defined; keeping the existing definition.`)
  else customElements.define(tag, LauncherElement)
}

export { LauncherElement as HireLauncherElement }

declare global {
  interface HTMLElementTagNameMap {
    'hire-launcher': LauncherElement
  }
}
