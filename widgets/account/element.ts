/**
 * `<hire-account>`: the account screens: sign in, sign up, code verification, password
 * reset, profile completion, favourite categories (and the signed-in account pages).
 *
 * @tag hire-account
 * @summary Sign-in, sign-up and onboarding screens, and the account pages of a signed-in user.
 *
 * @attr {string} view - Which screen to show: user-type, login, signup, verify-code, forgot-password, forgot-code, reset-password, complete-profile, id-photos, favourite-categories, individual-redirect, the account pages (profile, settings, invite, change-password, profile-detail), or sign-in: nothing but the sign-in dialog when a widget asks a guest to sign in.
 * @attr {string} next - Where the flow goes when it finishes, when not its default.
 * @attr {string} api-base - API base URL ending in /api/v1; applies to every widget on the page.
 *
 * @prop {string | undefined} view - Same as the view attribute.
 * @prop {string | undefined} next - Same as the next attribute.
 * @prop {string | undefined} apiBase - Same as the api-base attribute.
 *
 * @fires {CustomEvent<{ tag: string }>} hire-ready - The widget rendered and accepts input.
 * @fires {CustomEvent<{ tag: string; message: string; attribute?: string }>} hire-error - An attribute could not be read, or the widget failed.
 *
 * @csspart dialog - Dialogs (sign in, country picker, code verification, policies).
 * @csspart toast - The toast message (also toast-error, toast-success).
 * @csspart offline - The offline card.
 *
 * @cssprop [--hire-color-primary=#0b57b5] - Buttons, links and focus ring.
 * @cssprop [--hire-color-on-primary=#ffffff] - Text on the primary colour.
 * @cssprop [--hire-color-text=#1b1f24] - Text.
 * @cssprop [--hire-color-muted=#56606c] - Secondary text and placeholders.
 * @cssprop [--hire-color-surface=#ffffff] - Backgrounds of cards and dialogs.
 * @cssprop [--hire-color-subtle=#f1f4f8] - Hover and active backgrounds.
 * @cssprop [--hire-color-border=#c4ccd6] - Borders.
 * @cssprop [--hire-color-error=#c62828] - Error messages.
 * @cssprop [--hire-color-success=#1565c0] - Success toasts.
 * @cssprop [--hire-color-focus] - Focus ring (defaults to the primary colour).
 * @cssprop [--hire-radius=12px] - Corner radius.
 * @cssprop [--hire-shadow] - Shadow of cards and dialogs.
 * @cssprop [--hire-font=inherit] - Font family.
 * @cssprop [--hire-font-size=1rem] - Base font size.
 */
import { defineWidget, type WidgetElement } from '../runtime/index.ts'
import { AccountWidget, type AccountWidgetProps } from './AccountWidget.tsx'

export const HireAccountElement = defineWidget(
  'hire-account',
  AccountWidget,
  { view: 'string', next: 'string' },
  { minHeight: '12rem' },
)

export type HireAccountElement = WidgetElement<AccountWidgetProps>

declare global {
  interface HTMLElementTagNameMap {
    'hire-account': HireAccountElement
  }
}
