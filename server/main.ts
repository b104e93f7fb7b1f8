/**
 * Runs the sandbox API on its own: `node server/main.ts` (PORT, default 8787; HOST, default
 * 127.0.0.1). Beyond loopback it starts only with real keys or SANDBOX_PUBLIC=true; with
 * SANDBOX=false only with every real service configured (deployment.ts).
 */
import { createServer } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { compressResponse } from './http/compression/compress-response.ts'
import { keepConnectionsAlive } from './http/keep-alive.ts'
import { refuseUnsafeMethod } from './http/node-guards.ts'
import { inTurn } from './http/turn-queue.ts'
import { attachRealtime, createApiServer } from './index.ts'
import { checkedListenHost } from './listen-host.ts'

const port = Number(process.env.PORT) || 8787
const host = checkedListenHost()
const started = Date.now()
const api = await createApiServer()
const listener = getRequestListener(api.fetch)
const server = keepConnectionsAlive(
  createServer((req, res) =>
    inTurn(() => {
      if (refuseUnsafeMethod(req, res)) return
      compressResponse(req, res)
      listener(req, res)
    }),
  ),
)
server.listen(port, host, () => {
  const address = server.address()
  const shown = typeof address === 'object' && address ? address.port : port
  console.log(`Sandbox API ready in ${Date.now() - started} ms: http://${host}:${shown}/api/v1`)
})

attachRealtime(server, api)

server.on('error', async (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is already in use: set PORT` : error)
  await api.close()
  process.exit(1)
})

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  server.close()
  await api.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
