/**
 * Moving between account screens: full page loads on the marketplace site (each screen is
 * its own page). Paths resolve against the configured site, so a widget embedded on a
 * partner page continues the flow on the marketplace, signed in (the hand-over code).
 */
import { $config } from '../../shared/config.ts'
import { safeNext as sameOriginPath } from '../../shared/domain/lib/safe-next.ts'
import { needsHandover, withHandover } from '../../shared/stores/account/handover-issue.ts'

export function siteHref(path: string): string {
  try {
    return new URL(path, $config.get().siteUrl).href
  } catch {
    return path
  }
}

export function goTo(path: string, options: { replace?: boolean } = {}): void {
  const go = (href: string) => (options.replace ? location.replace(href) : location.assign(href))
  const href = siteHref(path)
  // From a partner's page a signed-in visitor's session follows through a one-time code.
  if (needsHandover(href)) void withHandover(href).then(go)
  else go(href)
}

/** A path on the marketplace site to continue to after signing in (`?next=`), else null. */
export function safeNext(value: string | null | undefined): string | null {
  return sameOriginPath(value, $config.get().siteUrl)
}
