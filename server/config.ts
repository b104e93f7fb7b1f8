/**
 * Server settings, read once from the environment. Options passed to createApiServer win
 * over the environment, which wins over the defaults (data under `.data/` at the repo root).
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type FirebaseSettings, readFirebaseSettings } from './ports/google-service.ts'
import type { Ports } from './ports/index.ts'
import { readS3Settings, type S3Settings } from './ports/s3-media-storage.ts'
import { readSmsSettings, type SmsSettings } from './ports/sms-messenger.ts'
import { readSmtpSettings, type SmtpSettings } from './ports/smtp-messenger.ts'

export interface ServerOptions {
  /** postgres://… : use a real PostgreSQL instead of the embedded PGlite */
  databaseUrl?: string
  /** PGlite data folder (ignored with databaseUrl) */
  dataDir?: string
  /** Folder of generated and uploaded media, served at /media */
  mediaDir?: string
  /** Sandbox routes (outbox, identity check) and sandbox social sign-in; env SANDBOX=false */
  sandbox?: boolean
  /** The server's clock; tests move it to expire codes and pass rate limits */
  now?: () => Date
  /** Real implementations of outside services (see ports/README.md) */
  ports?: Partial<Ports>
  /** Stripe's secret key: payments go to Stripe instead of the sandbox processor */
  stripeSecretKey?: string
  /** Sandbox conveniences for every client, not only this machine; env SANDBOX_PUBLIC=true */
  sandboxPublic?: boolean
  /** Behind a reverse proxy: the client is the last X-Forwarded-For hop; env TRUST_PROXY=true */
  trustProxy?: boolean
  /** Partner origins allowed to make signed calls; env PARTNER_ORIGINS (comma-separated) */
  partnerOrigins?: string[]
  /** Uploads in an S3-compatible bucket instead of MEDIA_DIR/uploads; env S3_* */
  s3?: S3Settings
  /** Email through this SMTP server instead of the outbox; env SMTP_URL, MAIL_FROM */
  smtp?: SmtpSettings
  /** The Firebase project (chat tokens, FCM push); env FIREBASE_PROJECT_ID, _CLIENT_EMAIL, _PRIVATE_KEY */
  firebase?: FirebaseSettings
  /** SMS through the provider's HTTP API instead of the outbox; env SMS_* */
  sms?: SmsSettings
}

export interface ServerSettings {
  databaseUrl: string | undefined
  dataDir: string
  mediaDir: string
  apiKey: string
  clientId: string
  clientSecret: string
  /** Origin put in front of media paths; by default the origin of each request */
  publicUrl: string | undefined
  sandbox: boolean
  /** set: the Stripe payment processor; unset: the sandbox one */
  stripeSecretKey: string | undefined
  /** sandbox conveniences answer every client, not only loopback ones */
  sandboxPublic: boolean
  /** the client address comes from X-Forwarded-For (set by a trusted proxy) */
  trustProxy: boolean
  /** origins, besides the site's own, whose signed calls are answered (CORS) */
  partnerOrigins: string[]
  /** the marketplace site's origin (SITE_URL, else PUBLIC_URL), allowed by CORS */
  siteOrigin: string | undefined
  /** set: uploads live in this bucket; unset: under mediaDir/uploads */
  s3: S3Settings | undefined
  /** set: email goes through SMTP; unset: to the sandbox outbox */
  smtp: SmtpSettings | undefined
  /** set: Firebase chat tokens, and push through FCM outside the sandbox; unset: polling */
  firebase: FirebaseSettings | undefined
  /** set: SMS goes to the provider; unset: to the sandbox outbox */
  sms: SmsSettings | undefined
}

export const repoRoot = fileURLToPath(new URL('..', import.meta.url))
export const defaultDataDir = resolve(repoRoot, '.data/pglite')
export const defaultMediaDir = resolve(repoRoot, '.data/media')

function env(name: string): string | undefined {
  const value = process.env[name]?.trim()
  return value ? value : undefined
}

const isTrue = (value: string | undefined) => value?.toLowerCase() === 'true'

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

export function readSettings(options: ServerOptions = {}): ServerSettings {
  const partners = options.partnerOrigins ?? env('PARTNER_ORIGINS')?.split(',') ?? []
  return {
    databaseUrl: options.databaseUrl ?? env('DATABASE_URL'),
    dataDir: resolve(options.dataDir ?? env('PGLITE_DIR') ?? env('DATA_DIR') ?? defaultDataDir),
    mediaDir: resolve(options.mediaDir ?? env('MEDIA_DIR') ?? defaultMediaDir),
    apiKey: env('API_KEY') ?? 'sandbox',
    clientId: env('CLIENT_ID') ?? 'sandbox',
    clientSecret: env('CLIENT_SECRET') ?? 'sandbox',
    publicUrl: env('PUBLIC_URL')?.replace(/\/+$/, ''),
    sandbox: options.sandbox ?? env('SANDBOX')?.toLowerCase() !== 'false',
    // Test runs never reach Stripe, whatever the environment holds.
    stripeSecretKey:
      options.stripeSecretKey ?? (process.env.VITEST ? undefined : env('STRIPE_SECRET_KEY')),
    sandboxPublic: options.sandboxPublic ?? isTrue(env('SANDBOX_PUBLIC')),
    trustProxy: options.trustProxy ?? isTrue(env('TRUST_PROXY')),
    partnerOrigins: partners.map((origin) => originOf(origin.trim())).filter((o) => o != null),
    siteOrigin: originOf(env('SITE_URL') ?? env('PUBLIC_URL')),
    s3: options.s3 ?? readS3Settings(process.env),
    smtp: options.smtp ?? readSmtpSettings(process.env),
    firebase:
      options.firebase ?? (process.env.VITEST ? undefined : readFirebaseSettings(process.env)),
    sms: options.sms ?? readSmsSettings(process.env),
  }
}
