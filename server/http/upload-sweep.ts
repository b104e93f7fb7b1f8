/**
 * After an upload, now and then, uploads nobody attached are cleared (services/media/
 * sweep.ts). With the chat in Firebase its images never reach this database, so images
 * are left alone there.
 */
import { sweepNowAndThen } from '../services/media/sweep.ts'
import type { AppDeps } from './context.ts'

export function sweepUploads(deps: Pick<AppDeps, 'db' | 'ports' | 'settings' | 'now'>) {
  return sweepNowAndThen(deps.db, deps.ports.mediaStorage, {
    now: deps.now(),
    images: deps.settings.firebase ? 'keep' : 'check',
  })
}
