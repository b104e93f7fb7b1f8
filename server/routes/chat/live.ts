/**
 * What runs beside the HTTP routes for as long as the server does: the realtime channel
 * (WebSocket upgrades on /api/v1/realtime) and the listener that sends notification
 * copies after their transaction commits. `attachRealtime` hands a Node server's upgrade
 * requests to it (`npm start`, `node server/main.ts` and the tests use it).
 */
import type { Server } from 'node:http'
import type { Database } from '../../db/connect.ts'
import { logFailure } from '../../http/failure-log.ts'
import type { Ports } from '../../ports/index.ts'
import { createRealtime } from '../../services/chat/hub.ts'
import { deliverCopies, deliverPendingCopies } from '../../services/notifications/copies.ts'
import { notificationChannel } from '../../services/notifications/notify.ts'

export interface Live {
  handleUpgrade: import('../../services/chat/hub.ts').Realtime['handleUpgrade']
  close(): Promise<void>
}

export async function startLive(
  database: Database,
  deps: { ports: Ports; now: () => Date; publicUrl: string | undefined },
): Promise<Live> {
  const { db } = database
  const realtime = await createRealtime({
    db,
    now: deps.now,
    publicUrl: deps.publicUrl,
    mediaStorage: deps.ports.mediaStorage,
    listen: database.listen,
  })
  let copies: Promise<void> = Promise.resolve()
  const stopCopies = await database.listen(notificationChannel, (id) => {
    copies = copies
      .then(() => deliverCopies(db, deps.ports, id, deps.now()))
      .catch((error) => logFailure('[notifications] copies failed:', error))
  })
  copies = deliverPendingCopies(db, deps.ports, deps.now()).catch((error) =>
    logFailure('[notifications] pending copies failed:', error),
  )
  return {
    handleUpgrade: realtime.handleUpgrade,
    async close() {
      await realtime.close()
      await stopCopies().catch(() => {})
      await copies
    },
  }
}

/** Sends a Node server's WebSocket upgrades to the API; any other upgrade is refused. */
export function attachRealtime(server: Server, api: Pick<Live, 'handleUpgrade'>): void {
  server.on('upgrade', (request, socket, head) => {
    if (!api.handleUpgrade(request, socket, head)) socket.destroy()
  })
}
