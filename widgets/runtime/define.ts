/**
 * customElements.define that never throws: a second definition of a tag (two copies of
 * the bundle on one page, or a partner defining the tag first) only warns, and the first
 * definition stays in charge.
 */
export function define(tag: string, element: CustomElementConstructor): boolean {
  if (typeof customElements === 'undefined') return false
  if (customElements.get(tag)) {
    console.warn(`<${tag}> is already defined; keeping the existing definition.`)
    return false
  }
  try {
    customElements.define(tag, element)
    return true
  } catch (error) {
    console.warn(`<${tag}> could not be defined.`, error)
    return false
  }
}
