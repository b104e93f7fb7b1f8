/**
 * What a real deployment must configure. With SANDBOX=false the server serves real people,
 * so it refuses to start while anything would silently fall back to a sandbox stand-in:
 * PGlite (one process's files), the public sandbox keys, the sandbox payment processor,
 * the outbox in place of mail and SMS, media on one machine's disk without a bucket or a
 * folder chosen on purpose, or media links on a guessed origin. Half-set services (a bucket
 * without credentials, an SMS account without its sender) are refused in the sandbox too.
 * Returns the reason to refuse, or null.
 */
import type { ServerSettings } from './config.ts'

type DeploymentSettings = Pick<
  ServerSettings,
  | 'sandbox'
  | 'databaseUrl'
  | 'apiKey'
  | 'clientId'
  | 'clientSecret'
  | 'stripeSecretKey'
  | 'publicUrl'
  | 's3'
  | 'smtp'
  | 'sms'
>

const smsVariables = ['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'] as const

function halfSet(settings: DeploymentSettings, env: Record<string, string | undefined>): string[] {
  const problems: string[] = []
  if (settings.s3 && (!settings.s3.accessKeyId || !settings.s3.secretAccessKey)) {
    problems.push('S3_BUCKET is set without S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY')
  }
  const someSms = smsVariables.filter((name) => env[name]?.trim())
  if (someSms.length > 0 && someSms.length < smsVariables.length) {
    const missing = smsVariables.filter((name) => !someSms.includes(name))
    problems.push(`SMS is half configured (set ${missing.join(', ')})`)
  }
  if (settings.smtp && !/^smtps?:\/\/[^/\s]+/i.test(settings.smtp.url)) {
    problems.push('SMTP_URL must look like smtp://user:password@host:587 or smtps://…')
  }
  return problems
}

export function deploymentProblem(
  settings: DeploymentSettings,
  env: Record<string, string | undefined> = process.env,
): string | null {
  const problems = halfSet(settings, env)
  if (!settings.sandbox) {
    if (!settings.databaseUrl) problems.push('DATABASE_URL (PostgreSQL) is not set')
    if (settings.apiKey === 'sandbox') problems.push('API_KEY is the public sandbox key')
    if (settings.clientId === 'sandbox') problems.push('CLIENT_ID is the sandbox client')
    if (settings.clientSecret === 'sandbox') {
      problems.push('CLIENT_SECRET is the public sandbox secret')
    }
    if (!settings.stripeSecretKey) problems.push('STRIPE_SECRET_KEY is not set')
    if (!settings.smtp) problems.push('SMTP_URL is not set (codes would reach no one)')
    if (!settings.sms) {
      problems.push('SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM are not set')
    }
    if (!settings.s3 && !env.MEDIA_DIR?.trim()) {
      problems.push('neither S3_BUCKET nor a shared MEDIA_DIR is set')
    }
    if (!settings.publicUrl) problems.push('PUBLIC_URL is not set')
  }
  if (problems.length === 0) return null
  const what = settings.sandbox ? 'Refusing to start' : 'Refusing to start with SANDBOX=false'
  return `${what}: ${problems.join('; ')}. See "Running a real deployment" in README.md.`
}
