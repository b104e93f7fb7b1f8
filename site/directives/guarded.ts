/**
 * `client:guarded`: hydrates an island of a signed-in page only when the route guard lets
 * the visitor see it (`<html data-guard="allow">`, or no guard at all). A guest sees the
 * guest prompt instead, so the page's content neither loads its code nor calls the API;
 * if the guard changes its mind (signed in from another tab), the island hydrates then.
 */
import type { ClientDirective } from 'astro'
import { hydrateWhen } from './hydrate-when.ts'

const guardedDirective: ClientDirective = (load) =>
  hydrateWhen(load, 'data-guard', (guard) => guard === null || guard === 'allow')

export default guardedDirective
