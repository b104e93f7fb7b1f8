/** The outside services the server talks to, chosen at start-up (sandbox by default). */
import type { Db } from '../db/connect.ts'
import type { FirebaseSettings } from './google-service.ts'
import { type IdentityCheck, sandboxIdentityCheck } from './identity-check.ts'
import { localMediaStorage, type MediaStorage } from './media-storage.ts'
import { type Messenger, outboxMessenger, routedMessenger } from './messenger.ts'
import { createPaymentProcessor, type PaymentProcessor } from './payments.ts'
import { createPayoutProcessor, type PayoutProcessor } from './payouts.ts'
import { type PushSender, pollingPush } from './push.ts'
import { fcmPush } from './push-fcm.ts'
import { type S3Settings, s3MediaStorage } from './s3-media-storage.ts'
import { type SmsSettings, smsMessenger } from './sms-messenger.ts'
import { type SmtpSettings, smtpMessenger } from './smtp-messenger.ts'
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
 * Stripe when its secret key is set; media go to the S3 bucket, email to SMTP and SMS to
 * the provider when each is configured (else local files and the outbox); push goes through
 * FCM when the Firebase settings are there (else the clients poll); the ID check keeps
 * its sandbox implementation until a real one is passed in `overrides`.
 */
export function createPorts(
  db: Db,
  options: {
    sandbox: boolean
    mediaDir: string
    now: () => Date
    stripeSecretKey?: string | undefined
    s3?: S3Settings | undefined
    smtp?: SmtpSettings | undefined
    sms?: SmsSettings | undefined
    firebase?: FirebaseSettings | undefined
    publicUrl?: string | undefined
  },
  overrides: Partial<Ports> = {},
): Ports {
  return {
    messenger: overrides.messenger ?? chooseMessenger(db, options),
    mediaStorage:
      overrides.mediaStorage ??
      (options.s3 ? s3MediaStorage(options.s3) : localMediaStorage(options.mediaDir)),
    socialIdentity:
      overrides.socialIdentity ?? (options.sandbox ? sandboxSocialIdentity : verifyProviderIdToken),
    identityCheck: overrides.identityCheck ?? sandboxIdentityCheck,
    payments:
      overrides.payments ??
      createPaymentProcessor({ stripeSecretKey: options.stripeSecretKey, now: options.now }),
    payouts:
      overrides.payouts ??
      createPayoutProcessor({ stripeSecretKey: options.stripeSecretKey, now: options.now }),
    // FCM only outside the sandbox: sandbox users always get the 15 s poll.
    push:
      overrides.push ??
      (options.firebase && !options.sandbox
        ? fcmPush(db, options.firebase, { siteUrl: options.publicUrl, now: options.now })
        : pollingPush),
  }
}

function chooseMessenger(
  db: Db,
  options: { now: () => Date; smtp?: SmtpSettings | undefined; sms?: SmsSettings | undefined },
): Messenger {
  const outbox = outboxMessenger(db, options.now)
  if (!options.smtp && !options.sms) return outbox
  return routedMessenger({
    email: options.smtp ? smtpMessenger(options.smtp) : outbox,
    sms: options.sms ? smsMessenger(options.sms) : outbox,
  })
}
