/**
 * Islands carry their stylesheet as `<style>{css}</style>`. Preact's server renderer escapes
 * text children as HTML (`<` to `&lt;`, `>` to `&gt;`, `&` to `&amp;`), but `<style>` is raw
 * text: the browser reads those entities literally, so `@media (width<=770px)`, child
 * combinators and nesting fail until hydration rewrites the text. Every phone rule was
 * missing before JavaScript ran, and for good without it.
 *
 * On the server, the text of a `<style>` element is therefore written as it is. The only
 * sequence that could end the element early, `</style`, is broken up with a CSS escape
 * (`<\/style`, the same characters to CSS). The browser renders the children as text as
 * before, so hydration finds the same text and changes nothing.
 */
import { options, type VNode } from 'preact'

/** The style element's text, safe to write inside `<style>` as it is. */
export function rawStyleText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1')
}

const textOf = (children: unknown): string | null => {
  if (typeof children === 'string') return children
  if (Array.isArray(children) && children.every((part) => typeof part === 'string'))
    return children.join('')
  return null
}

interface StyleProps {
  children?: unknown
  dangerouslySetInnerHTML?: { __html: string }
}

const previous = options.vnode
options.vnode = (vnode: VNode<StyleProps>) => {
  if (vnode.type === 'style') {
    const props = vnode.props
    const css = textOf(props.children)
    if (css !== null && props.dangerouslySetInnerHTML === undefined) {
      const html = { __html: rawStyleText(css) }
      vnode.props = { ...props, children: undefined, dangerouslySetInnerHTML: html }
    }
  }
  previous?.(vnode)
}
