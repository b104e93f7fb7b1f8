/**
 * Chooses the payments implementation from the page configuration: the sandbox card form by
 * default, Stripe Elements when `configure({ payments: { provider: 'stripe', publishableKey } })`
 * (or `window.hireConfig.payments`) says so. The Stripe module is a dynamic import and
 * Stripe.js itself loads only when a card form is mounted, so pages that never show a card
 * form download neither.
 */
import { $config } from '../../config.ts'
import { portPerKey } from '../port-per-key.ts'
import type { PaymentsPort } from './port.ts'
import { sandboxPayments } from './sandbox.ts'

export type {
  CardFieldsState,
  CardForm,
  CardFormOptions,
  CardToken,
  PaymentsConfig,
  PaymentsPort,
} from './port.ts'
export { CardFormError, cardFieldMessages } from './port.ts'

const stripePayments = portPerKey<PaymentsPort>()

export function paymentsPort(): Promise<PaymentsPort> {
  const config = $config.get().payments
  if (config?.provider !== 'stripe' || !config.publishableKey)
    return Promise.resolve(sandboxPayments)
  const key = config.publishableKey
  return stripePayments(key, () =>
    import('./stripe.ts').then(({ createStripePayments }) =>
      createStripePayments({ publishableKey: key }),
    ),
  )
}
