/**
 * The sandbox API as a fetch handler, for the launcher and for tests:
 * migrates the database, seeds it when empty, makes sure the generated media exist,
 * and answers /api/v1/* and /media/* (everything else is a 404 JSON).
 */
import { createApp } from './app.ts'
import { readSettings, type ServerOptions } from './config.ts'
import { openDatabase } from './db/connect.ts'
import { seedIfEmpty, tidyAfterSeed } from './db/seed/index.ts'
import { ensureMedia } from './media/generate.ts'
import { createPorts } from './ports/index.ts'
import { type Live, startLive } from './routes/chat/live.ts'

export type { ServerOptions } from './config.ts'
export { attachRealtime } from './routes/chat/live.ts'

export interface ApiServer {
  /** `env` is what @hono/node-server passes (the Node request, for the client address) */
  fetch(request: Request, env?: unknown): Promise<Response>
  /** WebSocket upgrades of the realtime channel (see attachRealtime); false: not ours */
  handleUpgrade: Live['handleUpgrade']
  close(): Promise<void>
}

export async function createApiServer(options: ServerOptions = {}): Promise<ApiServer> {
  const settings = readSettings(options)
  const database = await openDatabase(settings)
  try {
    await database.migrate()
    const [seeded] = await Promise.all([seedIfEmpty(database.db), ensureMedia(settings.mediaDir)])
    if (seeded) await tidyAfterSeed(database.db)
  } catch (error) {
    await database.close().catch(() => {})
    throw error
  }
  const now = options.now ?? (() => new Date())
  const ports = createPorts(database.db, { ...settings, now }, options.ports)
  const app = createApp({ db: database.db, settings, ports, now })
  const live = await startLive(database, { ports, now, publicUrl: settings.publicUrl })
  let closed: Promise<void> | null = null
  return {
    fetch: async (request, env) => app.fetch(request, env),
    handleUpgrade: live.handleUpgrade,
    close: () => {
      closed ??= live.close().then(() => database.close())
      return closed
    },
  }
}
