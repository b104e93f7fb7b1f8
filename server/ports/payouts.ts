/**
 * The payouts port: a supplier's payout account and its bank account (spec part 3
 * sections 4 and 7). Two implementations: the sandbox processor (default; its records are
 * rows of our database) and Stripe Connect (a custom account with an external bank
 * account), chosen when STRIPE_SECRET_KEY is set. Full bank numbers go to the processor
 * only; our database keeps the last digits.
 */
import type { BankPayload } from '../../shared/contract/listings/bank.ts'
import type { Db } from '../db/connect.ts'
import { sandboxPayouts } from './payouts-sandbox.ts'
import { stripePayouts } from './payouts-stripe.ts'

export interface PayoutAccount {
  /** the connected account (Stripe: acct_…) */
  accountRef: string
  /** its bank account (Stripe: ba_…) */
  externalAccountRef: string
}

export interface IdDocument {
  bytes: Uint8Array
  contentType: string
  fileName: string
}

export interface PayoutProcessor {
  readonly name: 'sandbox' | 'stripe'
  /**
   * Creates the user's payout account with the bank account, or, given `accountRef`,
   * replaces its details and bank account. Null when the processor refused them.
   */
  saveAccount(
    db: Db,
    input: {
      userId: string
      accountRef: string | null
      details: BankPayload
      /** when and from where the user accepted the processor's terms */
      acceptedAt: Date
      ip: string
    },
  ): Promise<PayoutAccount | null>
  /** Sends the front and back of the ID document for the account's verification. */
  attachDocuments(
    db: Db,
    input: { accountRef: string; front: IdDocument; back: IdDocument },
  ): Promise<boolean>
  removeAccount(db: Db, input: { accountRef: string }): Promise<void>
}

export function createPayoutProcessor(options: {
  stripeSecretKey?: string | undefined
  now: () => Date
}): PayoutProcessor {
  return options.stripeSecretKey
    ? stripePayouts({ secretKey: options.stripeSecretKey })
    : sandboxPayouts(options.now)
}
