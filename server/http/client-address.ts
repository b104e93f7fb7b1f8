/**
 * Who is on the other end of the connection. The socket's address by default; behind a
 * trusted reverse proxy (TRUST_PROXY=true) the last X-Forwarded-For hop, which that proxy
 * appended itself (earlier hops are whatever the client chose to send).
 */
import type { IncomingMessage } from 'node:http'
import { isIPv6 } from 'node:net'
import type { Context } from 'hono'
import type { AppDeps } from './context.ts'

export function clientAddress(c: Context, deps: Pick<AppDeps, 'settings'>): string | null {
  if (deps.settings.trustProxy) {
    const hops = c.req.header('x-forwarded-for')?.split(',')
    const last = hops?.at(-1)?.trim()
    if (last) return normalise(last)
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  const address = incoming?.socket?.remoteAddress
  return address ? normalise(address) : null
}

/** `::ffff:127.0.0.1` is the IPv4 loopback seen through an IPv6 socket. */
function normalise(address: string): string {
  const lower = address.toLowerCase()
  return lower.startsWith('::ffff:') && lower.includes('.') ? lower.slice(7) : lower
}

export function isLoopbackAddress(address: string | null): boolean {
  if (!address) return false
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address)
}

/** Host names and addresses a server may bind to without being reachable from elsewhere. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase()
  return bare === 'localhost' || isLoopbackAddress(normalise(bare))
}

/**
 * The network one client holds: an IPv4 address itself, an IPv6 address's /64 (one
 * household or server is handed a whole /64, so the lower half is free for it to change).
 */
export function clientNetwork(address: string): string {
  if (!isIPv6(address)) return address
  const [head = '', tail = ''] = address.split('::')
  const front = head ? head.split(':') : []
  const back = address.includes('::') && tail ? tail.split(':') : []
  const groups = [
    ...front,
    ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'),
    ...back,
  ]
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group || '0', 16).toString(16))
  return `${prefix.join(':')}::/64`
}
