/**
 * API settings from the environment, read on the server. The client credentials and key
 * are the public ones every browser sends for guest calls, so they may go to the page too.
 */
import type { HireConfig } from '../../shared/config.ts'

function env(name: string): string | undefined {
  const value = process.env[name]?.trim()
  return value ? value : undefined
}

type Credentials = Partial<Pick<HireConfig, 'apiKey' | 'clientId' | 'clientSecret'>>

function credentials(): Credentials {
  const out: Credentials = {}
  const apiKey = env('HIRE_API_KEY')
  const clientId = env('HIRE_CLIENT_ID')
  const clientSecret = env('HIRE_CLIENT_SECRET')
  if (apiKey) out.apiKey = apiKey
  if (clientId) out.clientId = clientId
  if (clientSecret) out.clientSecret = clientSecret
  return out
}

/** Where the server renderer reaches the API: HIRE_API_URL, else this same host and port. */
export function serverApiConfig(): Partial<HireConfig> {
  const apiBase = env('HIRE_API_URL') ?? `http://127.0.0.1:${env('PORT') ?? 4321}/api/v1`
  return { apiBase, ...credentials() }
}

/**
 * What the browser needs before any island loads: our own site reloads after a forced
 * sign-out (spec); PUBLIC_HIRE_API_URL points it at an API on another origin when there is
 * one (by default the page's own origin serves /api/v1).
 */
export function browserApiConfig(): Partial<HireConfig> {
  const apiBase = env('PUBLIC_HIRE_API_URL')
  return { reloadOnSignOut: true, ...(apiBase ? { apiBase } : {}), ...credentials() }
}
