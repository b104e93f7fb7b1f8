/**
 * `client:guarded`: hydrates an island of a signed-in page only when the route guard lets
 * the visitor see it (`<html data-guard="allow">`, or no guard at all). A guest sees the
 * guest prompt instead, so the page's content neither loads its code nor calls the API;
 * if the guard changes its mind (signed in from another tab), the island hydrates then.
 */
import type { ClientDirective } from 'astro'

const guardedDirective: ClientDirective = (load) => {
  const root = document.documentElement
  const allowed = () => {
    const guard = root.getAttribute('data-guard')
    return guard === null || guard === 'allow'
  }
  const start = async () => {
    const hydrate = await load()
    await hydrate()
  }
  if (allowed()) {
    void start()
    return
  }
  const observer = new MutationObserver(() => {
    if (!allowed()) return
    observer.disconnect()
    void start()
  })
  observer.observe(root, { attributes: true, attributeFilter: ['data-guard'] })
}

export default guardedDirective
