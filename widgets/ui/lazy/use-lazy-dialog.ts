/**
 * useLazyDialog(load): a dialog whose code is a chunk of its own, fetched when a button
 * first opens it. `open` loads it (the browser keeps a loaded module, so later opens are
 * instant) and shows it; when the download fails, `failed` is true until an open succeeds,
 * for the screen to say so in its own words. `close` hides it.
 *
 * A tuple, as useState gives: the widgets that use it have a few bytes of first load to
 * spare, and named fields would cost them in every caller.
 */
import { type ComponentType, useState } from 'react'

export type LazyDialog<P> = [
  /** the dialog while it is open */
  Dialog: ComponentType<P> | null,
  failed: boolean,
  open: () => Promise<void>,
  close: () => void,
]

export function useLazyDialog<P>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  const [Dialog, setDialog] = useState<ComponentType<P> | null>(null)
  const [failed, setFailed] = useState(false)
  const open = () =>
    load().then(
      (loaded) => {
        // A component is a function: the updater form stores it instead of calling it.
        setDialog(() => loaded)
        setFailed(false)
      },
      () => setFailed(true),
    )
  return [Dialog, failed, open, () => setDialog(null)]
}
