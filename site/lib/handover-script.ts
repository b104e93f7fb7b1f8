/**
 * The first inline script of every page: takes a partner hand-over code (`?handover=`) out
 * of the address bar with history.replaceState before anything else reads the URL (the
 * route guard, islands, analytics, a copied link), and keeps it in this tab's
 * sessionStorage under our namespace until shared/stores/account/handover-redeem.ts spends
 * it. The rest of the query (the booking's dates and units) stays as it was.
 */
import { handoverParam } from '../../shared/contract/account/handover.ts'

const runner = `function (o) {
  try {
    var url = new URL(location.href)
    if (!url.searchParams.has(o.param)) return
    var code = url.searchParams.get(o.param)
    url.searchParams.delete(o.param)
    history.replaceState(history.state, '', url.pathname + url.search + url.hash)
    if (code) sessionStorage.setItem(o.key, code)
  } catch (e) {}
}`

export function handoverScript(namespace: string): string {
  const options = JSON.stringify({ param: handoverParam, key: `${namespace}:${handoverParam}` })
  return `;(${runner})(${options.replace(/</g, '\\u003c')})`
}
