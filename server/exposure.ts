/**
 * Refuses to serve the sandbox beyond this machine by accident. Bound to a non-loopback
 * address, the server starts only when the sandbox is off and the API key and client
 * secret are not the public sandbox ones, or when the operator says the sandbox is meant to
 * be public (SANDBOX_PUBLIC=true). Returns the reason to refuse, or null.
 */
import type { ServerSettings } from './config.ts'
import { isLoopbackHost } from './http/client-address.ts'

export const defaultHost = '127.0.0.1'

type ExposureSettings = Pick<
  ServerSettings,
  'sandbox' | 'sandboxPublic' | 'apiKey' | 'clientSecret'
>

export function exposureProblem(host: string, settings: ExposureSettings): string | null {
  if (isLoopbackHost(host) || settings.sandboxPublic) return null
  const problems: string[] = []
  if (settings.sandbox) problems.push('sandbox routes are on (set SANDBOX=false)')
  if (settings.apiKey === 'sandbox') problems.push('API_KEY is the public sandbox key')
  if (settings.clientSecret === 'sandbox') {
    problems.push('CLIENT_SECRET is the public sandbox secret')
  }
  if (problems.length === 0) return null
  return (
    `Refusing to listen on ${host}: ${problems.join('; ')}. ` +
    'Set them for a real deployment, or SANDBOX_PUBLIC=true to expose the sandbox on purpose.'
  )
}
