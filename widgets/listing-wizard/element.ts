/**
 * `<hire-listing-wizard>`: the supplier's five-step listing wizard with media upload, its
 * success page, and the manage-listings views (the owner's list, one listing with Edit,
 * Delete and 'Is item available?').
 *
 * @tag hire-listing-wizard
 * @summary The listing wizard (steps 1 to 5, success) and manage listings.
 *
 * @attr {string} view - 1, 2, 3, 4 or 5 (wizard steps), success, manage (the owner's list) or item (one listing).
 * @attr {string} item-id - The listing of the item view.
 * @attr {string} edit - The wizard's mode: true or manageItem (edit an item); absent for a new listing.
 * @attr {string} api-base - API base URL ending in /api/v1; applies to every widget on the page.
 *
 * @prop {string | undefined} view - Same as the view attribute.
 * @prop {string | undefined} itemId - Same as the item-id attribute.
 * @prop {string | undefined} edit - Same as the edit attribute.
 * @prop {string | undefined} apiBase - Same as the api-base attribute.
 *
 * @fires {CustomEvent<{ tag: string }>} hire-ready - The widget rendered and accepts input.
 * @fires {CustomEvent<{ tag: string; message: string; attribute?: string }>} hire-error - An attribute could not be used, or the widget failed.
 *
 * @csspart step - The current step's form.
 * @csspart gate - The add-listing prompt.
 *
 * @cssprop [--hire-color-primary=#0b57b5] - Main buttons and focus ring.
 * @cssprop [--hire-color-text=#1b1f24] - Text.
 * @cssprop [--hire-color-muted=#56606c] - Hints.
 * @cssprop [--hire-color-border=#c4ccd6] - Borders.
 * @cssprop [--hire-radius=12px] - Corner radius.
 * @cssprop [--hire-font=inherit] - Font family.
 */
import { defineWidget, type WidgetElement } from '../runtime/index.ts'
import { ListingWizard, type ListingWizardProps } from './ListingWizard.tsx'

export const HireListingWizardElement = defineWidget(
  'hire-listing-wizard',
  ListingWizard,
  { view: 'string', itemId: 'string', edit: 'string' },
  { minHeight: '32rem' },
)

export type HireListingWizardElement = WidgetElement<ListingWizardProps>

declare global {
  interface HTMLElementTagNameMap {
    'hire-listing-wizard': HireListingWizardElement
  }
}
