/** Runs the sandbox API on its own: `node server/main.ts` (PORT, default 8787). */
import { serve } from '@hono/node-server'
import { createApiServer } from './index.ts'

const port = Number(process.env.PORT) || 8787
const started = Date.now()
const api = await createApiServer()
const server = serve({ fetch: api.fetch, port }, (info) => {
  console.log(
    `Sandbox API ready in ${Date.now() - started} ms: http://localhost:${info.port}/api/v1`,
  )
})

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
