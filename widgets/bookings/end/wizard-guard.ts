/**
 * The wizard guards of the end-of-booking pages (spec part 2 sections 2 and 6): review and
 * tip need this tab's ReturnPickup wizard with the return form's report, the overdue pages
 * the Overdue wizard; without the wizard the hirer goes to /booking/current. The rules are one pure function whose source the page
 * inlines into a script that runs before the first paint (as site/lib/guard-script.ts does
 * for the route guards), so the tested rules are exactly the rules the page applies.
 */
import { $config } from '../../../shared/config.ts'

export const wizardPages = [
  'ratting',
  'tip',
  'tipAmountPay',
  'delayInReturn',
  'penaltyAmountPay',
] as const
export type WizardPage = (typeof wizardPages)[number]

export interface WizardGuardInput {
  /** the raw sessionStorage items `<namespace>:ReturnPickup` and `<namespace>:Overdue` */
  returnPickup: string | null
  overdue: string | null
  /** the page's `bookingID` query parameter */
  bookingId: string | null
}

export type WizardDecision = { action: 'allow' } | { action: 'redirect'; to: string }

/**
 * What a visitor of `page` may do. Self-contained (no imports, no outside names): its
 * source is inlined into the page.
 */
export function decideWizardPage(page: string, input: WizardGuardInput): WizardDecision {
  function parse(text: string | null): Record<string, unknown> | null {
    if (!text) return null
    try {
      const value = JSON.parse(text)
      return value &&
        typeof value === 'object' &&
        typeof value.bookingId === 'string' &&
        value.bookingId
        ? value
        : null
    } catch (_) {
      return null
    }
  }
  const current = { action: 'redirect', to: '/booking/current' } as WizardDecision
  const allow = { action: 'allow' } as WizardDecision
  if (page === 'ratting' || page === 'tip' || page === 'tipAmountPay') {
    const wizard = parse(input.returnPickup)
    if (!wizard) return current
    // A return form not finished yet (no report to send): back to it.
    if (!wizard.report) {
      return {
        action: 'redirect',
        to: `/booking/confirm?bookingID=${encodeURIComponent(String(wizard.bookingId))}`,
      }
    }
    // The payment step needs the amount chosen on the tip step.
    if (page === 'tipAmountPay' && !wizard.tipChoice) {
      return { action: 'redirect', to: '/booking/tip' }
    }
    return allow
  }
  if (page === 'delayInReturn') {
    // A booking id in the query starts the wizard (the detail's 'Payment' button).
    return input.bookingId || parse(input.overdue) ? allow : current
  }
  if (page === 'penaltyAmountPay') {
    const wizard = parse(input.overdue)
    if (!wizard) return current
    if (wizard.termsAccepted !== true) {
      return {
        action: 'redirect',
        to: `/booking/delayInReturn?bookingID=${encodeURIComponent(String(wizard.bookingId))}`,
      }
    }
    return allow
  }
  return allow
}

const runner = `function (o, decide) {
  function item(name) {
    try { return sessionStorage.getItem(o.ns + ':' + name) } catch (e) { return null }
  }
  var id = null
  try { id = new URLSearchParams(location.search).get('bookingID') } catch (e) {}
  var d = decide(o.page, { returnPickup: item('ReturnPickup'), overdue: item('Overdue'), bookingId: id })
  if (d.action !== 'redirect') return
  document.documentElement.setAttribute('data-guard', 'redirect')
  location.replace(d.to)
}`

/** The inline script guarding `page`, reading wizards under `namespace`. */
export function wizardGuardScript(
  page: WizardPage,
  namespace: string = $config.get().namespace,
): string {
  const options = JSON.stringify({ page, ns: namespace }).replace(/</g, '\\u003c')
  return `;(${runner})(${options}, ${decideWizardPage.toString()})`
}
