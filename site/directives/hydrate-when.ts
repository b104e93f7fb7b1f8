/**
 * Hydrates an island once an attribute of `<html>` says so: at once when it already does,
 * otherwise when it changes to a value `ready` accepts (the route guard's verdict, the
 * header's session mark). Until then the island's code is not even downloaded.
 */
type Load = () => Promise<() => Promise<void>>

export function hydrateWhen(
  load: Load,
  attribute: string,
  ready: (value: string | null) => boolean,
): void {
  const root = document.documentElement
  const start = async () => {
    const hydrate = await load()
    await hydrate()
  }
  if (ready(root.getAttribute(attribute))) {
    void start()
    return
  }
  const observer = new MutationObserver(() => {
    if (!ready(root.getAttribute(attribute))) return
    observer.disconnect()
    void start()
  })
  observer.observe(root, { attributes: true, attributeFilter: [attribute] })
}
