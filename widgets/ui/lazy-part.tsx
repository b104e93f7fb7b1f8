/**
 * lazyPart(load): a component whose code is a chunk of its own, fetched the first time it
 * renders (or earlier through `preload`, e.g. when a trigger gets focus), so rarely used
 * parts (dialogs, the feedback modal, a console's review form) stay out of a widget's first
 * load. While the chunk loads it shows a skeleton; when the fetch fails (offline, a deploy
 * replaced the files) it says so with a Retry button that fetches again.
 */
import { type ComponentType, createElement, useEffect, useState } from 'react'
import { loadOnce } from './lazy/load-once.ts'
import { Skeleton } from './Skeleton.tsx'

export const lazyPartMessages = {
  failed: 'This part could not be loaded.',
  retry: 'Retry',
} as const

export interface LazyPartOptions {
  /** height of the skeleton shown while the chunk loads (CSS length) */
  skeleton?: string
  /** nothing is shown while loading (parts that draw over the page, like dialogs) */
  quiet?: boolean
}

export type LazyPart<P> = ComponentType<P> & { preload: () => Promise<unknown> }

export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: LazyPartOptions = {},
): LazyPart<P> {
  // A failed download is forgotten, so Retry (or the next render) fetches again.
  const preload = loadOnce(load)

  function Part(props: P) {
    const [failed, setFailed] = useState(false)
    const [attempt, setAttempt] = useState(0)
    const [, setReady] = useState(false)
    useEffect(() => {
      // Runs again for each Retry (a new `attempt`). A chunk preloaded elsewhere may have
      // arrived between this render (the skeleton) and this effect: render again, else the
      // skeleton would stay.
      if (preload.loaded()) {
        setReady(true)
        return
      }
      if (attempt < 0) return
      let live = true
      preload().then(
        () => live && setReady(true),
        () => live && setFailed(true),
      )
      return () => {
        live = false
      }
    }, [attempt])
    const loaded = preload.loaded()
    if (loaded) return createElement(loaded, props)
    if (failed) {
      return (
        <div role="alert" className="hire-lazy-failed">
          <span>{lazyPartMessages.failed}</span>{' '}
          <button
            type="button"
            className="hire-button"
            onClick={() => {
              setFailed(false)
              setAttempt((count) => count + 1)
            }}
          >
            {lazyPartMessages.retry}
          </button>
        </div>
      )
    }
    return options.quiet ? null : <Skeleton height={options.skeleton ?? '2.5rem'} />
  }
  return Object.assign(Part, { preload }) as LazyPart<P>
}
