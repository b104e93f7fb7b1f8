/**
 * `client:signed-in`: hydrates an island only for a signed-in user (`<html
 * data-session="user">`, set before the first paint by the header's inline script and kept
 * current by the header's island). A guest downloads none of its code and makes none of
 * its calls; signing in on the page (the header's dialog) hydrates it then.
 */
import type { ClientDirective } from 'astro'
import { hydrateWhen } from './hydrate-when.ts'

const signedInDirective: ClientDirective = (load) =>
  hydrateWhen(load, 'data-session', (session) => session === 'user')

export default signedInDirective
