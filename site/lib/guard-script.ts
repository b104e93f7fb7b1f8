/**
 * The tiny inline script that applies the route guards before the first paint. It inlines
 * the source of the tested rules (shared/domain/account/route-guards.ts), reads only our namespaced
 * keys, and marks the page with `<html data-guard="allow|guest|redirect|wait">`: the layout's CSS
 * hides the content of a signed-in page from a guest and the whole page while redirecting.
 * It runs again when another tab changes our keys (signing out there signs out here).
 */
import {
  decideRoute,
  flowSessionKeys,
  type RouteKind,
  readGuardState,
} from '../../shared/domain/account/route-guards.ts'

const runner = `function (o, decide, read) {
  var root = document.documentElement
  var leaving = false
  function getter(name) {
    return function (key) {
      try { return window[name].getItem(o.ns + ':' + key) } catch (e) { return null }
    }
  }
  function pending() {
    try { return sessionStorage.getItem(o.ns + ':handover') !== null } catch (e) { return false }
  }
  function run() {
    // A partner hand-over's session is on its way (lib/handover-script.ts): decide once it
    // has arrived or been refused; the page stays hidden meanwhile.
    if (pending()) return root.setAttribute('data-guard', 'wait')
    var d = decide(o.path, o.kind, read(getter('localStorage'), getter('sessionStorage'), o.keys))
    root.setAttribute('data-guard', d.action)
    // Signing out removes several keys, one storage event each: a second replace would
    // abort the first navigation, so the page leaves once.
    if (d.action === 'redirect' && !leaving) {
      leaving = true
      location.replace(d.to)
    }
  }
  run()
  addEventListener('storage', function (e) {
    if (!e.key || e.key.indexOf(o.ns + ':') === 0) run()
  })
}`

/** The script for `path` (a route of `kind`), reading keys under `namespace`. */
export function guardScript(path: string, kind: RouteKind, namespace: string): string {
  const options = JSON.stringify({ path, kind, ns: namespace, keys: flowSessionKeys }).replace(
    /</g,
    '\\u003c',
  )
  return `;(${runner})(${options}, ${decideRoute.toString()}, ${readGuardState.toString()})`
}
