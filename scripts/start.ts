/**
 * The launcher behind `npm start`: builds what is stale, then serves the whole product on
 * one port — the sandbox API under /api/v1 (and its media), the embed bundle under
 * /widgets/, and everything else from the built Astro site. In production the three are
 * deployed apart; this composition exists so one machine runs everything.
 */
import { attachRealtime, createApiServer } from '../server/index.ts'
import { checkedListenHost } from '../server/listen-host.ts'
import { ensureBuilt } from './build-if-stale.ts'
import { createMarketplaceServer, loadSite } from './serve-app.ts'

const root = new URL('..', import.meta.url).pathname
const port = Number(process.env.PORT ?? 4321)
// Loopback unless told otherwise: the sandbox hands out every code it sends.
const host = checkedListenHost()
process.env.HIRE_API_URL ??= `http://127.0.0.1:${port}/api/v1`
// Media links in API answers are absolute (partner pages need them so); pages rendered here
// reach the API over loopback, so name the public origin explicitly.
process.env.PUBLIC_URL ??= `http://localhost:${port}`

await ensureBuilt(root)

const api = await createApiServer({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR,
  mediaDir: process.env.MEDIA_DIR,
})
const server = createMarketplaceServer(root, api, await loadSite(root))

// The chat's realtime channel shares the port: WebSocket upgrades on /api/v1/realtime.
attachRealtime(server, api)

server.listen(port, host, () => {
  console.log(`Hire marketplace running at http://localhost:${port}`)
  console.log(`  API      http://localhost:${port}/api/v1`)
  console.log(`  Widgets  http://localhost:${port}/widgets/hire-widgets.js`)
})

async function shutdown() {
  server.close()
  await api.close()
  process.exit(0)
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
