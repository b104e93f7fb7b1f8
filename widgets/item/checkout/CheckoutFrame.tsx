/**
 * The frame of the checkout islands: the widget styles, a layer for dialogs and the
 * feedback layer. Until hydrated (and on the server, which cannot see this tab's session)
 * it shows `placeholder`, so the first render always matches the server's.
 */
import type { ReactNode } from 'react'
import { useHydrated } from '../../runtime/use-hydrated.ts'
import { IslandRoot } from '../../ui/IslandRoot.tsx'
import { Skeleton, type SkeletonProps } from '../../ui/Skeleton.tsx'
import uiCss from '../../ui/ui.css?inline'
import checkoutCss from './checkout.css?inline'

export interface CheckoutFrameProps {
  owner: string
  placeholder: ReactNode
  children: () => ReactNode
}

export function CheckoutFrame({ owner, placeholder, children }: CheckoutFrameProps) {
  const hydrated = useHydrated()
  return (
    <IslandRoot className="hire-checkout" styles={uiCss + checkoutCss} owner={owner}>
      {hydrated ? children() : placeholder}
    </IslandRoot>
  )
}

/** A checkout page's placeholder while its booking loads: the summary's block, then the page's rows. */
export function BookingLoading(rows: SkeletonProps) {
  return (
    <div role="status" aria-label="Loading your booking">
      <Skeleton height="6rem" />
      <Skeleton {...rows} />
    </div>
  )
}

/** Leaves for another page of the checkout (tests pass a spy instead). */
export const leave = (path: string, replace = false) =>
  replace ? window.location.replace(path) : window.location.assign(path)
