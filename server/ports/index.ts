/** The outside services the server talks to, chosen at start-up (sandbox by default). */
import type { Db } from '../db/connect.ts'
import { type IdentityCheck, sandboxIdentityCheck } from './identity-check.ts'
import { localMediaStorage, type MediaStorage } from './media-storage.ts'
import { type Messenger, outboxMessenger } from './messenger.ts'
import { createPaymentProcessor, type PaymentProcessor } from './payments.ts'
import { createPayoutProcessor, type PayoutProcessor } from './payouts.ts'
import { type PushSender, pollingPush } from './push.ts'
import {
  type SocialIdentityVerifier,
  sandboxSocialIdentity,
  verifyProviderIdToken,
} from './social-identity.ts'

export interface Ports {
  messenger: Messenger
  mediaStorage: MediaStorage
  socialIdentity: SocialIdentityVerifier
  identityCheck: IdentityCheck
  payments: PaymentProcessor
  payouts: PayoutProcessor
  push: PushSender
}

/**
 * Outside the sandbox the social verifier is the real one; payments and payouts go to
 * Stripe when its secret key is set; mail/SMS, storage and the ID check keep their sandbox
 * implementations until real ones are passed in `overrides`.
 */
export function createPorts(
  db: Db,
  options: {
    sandbox: boolean
    mediaDir: string
    now: () => Date
    stripeSecretKey?: string | undefined
  },
  overrides: Partial<Ports> = {},
): Ports {
  return {
    messenger: overrides.messenger ?? outboxMessenger(db, options.now),
    mediaStorage: overrides.mediaStorage ?? localMediaStorage(options.mediaDir),
    socialIdentity:
      overrides.socialIdentity ?? (options.sandbox ? sandboxSocialIdentity : verifyProviderIdToken),
    identityCheck: overrides.identityCheck ?? sandboxIdentityCheck,
    payments:
      overrides.payments ??
      createPaymentProcessor({ stripeSecretKey: options.stripeSecretKey, now: options.now }),
    payouts:
      overrides.payouts ??
      createPayoutProcessor({ stripeSecretKey: options.stripeSecretKey, now: options.now }),
    push: overrides.push ?? pollingPush,
  }
}
