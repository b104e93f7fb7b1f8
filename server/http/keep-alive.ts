/**
 * How long an idle kept-alive connection stays open: 65 s, where Node closes it after 5 s.
 * A client that reuses a connection just as the server closes it has its request reset,
 * and a POST (an upload, a payment) is not sent again. Clients keep idle connections
 * longer than 5 s (browsers minutes, load balancers 60 s), so the server outlasts them.
 */
import type { Server } from 'node:http'

export const idleConnectionMs = 65_000

export function keepConnectionsAlive<S extends Server>(server: S): S {
  server.keepAliveTimeout = idleConnectionMs
  // Node measures a kept-alive request's headers from the connection's last answer.
  server.headersTimeout = idleConnectionMs + 1_000
  return server
}
