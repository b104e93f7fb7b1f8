import type { Plugin } from 'vite'
import { keepRecentBuilds } from '../../../scripts/keep-builds.ts'

/**
 * The previous builds' hashed chunks stay (scripts/keep-builds.ts): a page opened before a
 * deploy still loads its on-demand parts. Only chunks older than the kept builds go.
 */
export function keepPreviousChunks(): Plugin {
  return {
    name: 'hire-keep-previous-chunks',
    apply: 'build',
    async writeBundle(options, bundle) {
      const removed = await keepRecentBuilds(options.dir ?? 'dist/widgets', Object.keys(bundle))
      if (removed.length) this.info(`removed ${removed.length} chunk files of older builds`)
    },
  }
}
