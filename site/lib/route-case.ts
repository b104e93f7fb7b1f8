/**
 * Pages whose path differs from a request only in letter case. The spec's routes are mixed
 * case ('/auth/Login', '/auth/VerfiyCodeScreen', '/booking/ChangeRequestPayment'), while
 * people type and link them in lower case; such a request goes to the page (301) instead of
 * the not-found page. Only fixed routes count: a dynamic segment's value is data whose case
 * may matter.
 */

/** The fixed routes of the pages in `pageFiles` (the keys `import.meta.glob` gives for site/pages). */
export function fixedRoutes(pageFiles: readonly string[]): string[] {
  const routes: string[] = []
  for (const file of pageFiles) {
    const segments = file
      .replace(/^\.\//, '')
      .replace(/\.astro$/, '')
      .split('/')
    // Underscored files and folders are not routes; bracketed segments are dynamic.
    if (segments.some((segment) => segment.startsWith('_') || segment.includes('['))) continue
    if (segments.at(-1) === 'index') segments.pop()
    const route = `/${segments.join('/')}`
    if (route !== '/404') routes.push(route)
  }
  return routes
}

/** The route `pathname` names in another letter case, or null when there is none. */
export function routeInOtherCase(pathname: string, routes: readonly string[]): string | null {
  const wanted = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const lower = wanted.toLowerCase()
  const match = routes.find((route) => route.toLowerCase() === lower)
  return match !== undefined && match !== wanted ? match : null
}
