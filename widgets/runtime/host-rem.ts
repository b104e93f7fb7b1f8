/**
 * PostCSS plugin for the widget bundle. Widgets live in partners' pages, whose root font
 * size we do not control (`html { font-size: 10px }` is common in older themes), and `rem`
 * follows the host page's root even inside a shadow root. So every rem length in a widget
 * declaration becomes a multiple of `--hire-rem`, which each widget's `:host` sets to 16px
 * (a partner may set it on the element to scale a widget). Media queries keep rem: there
 * it means the browser's initial font size, which a page cannot change.
 */
interface Declaration {
  value: string
}

const remLength = /(-?(?:\d+\.?\d*|\.\d+))rem\b/g

export function hostRemValue(value: string): string {
  return value.replace(
    remLength,
    (_match, amount: string) => `calc(${amount} * var(--hire-rem, 1rem))`,
  )
}

export const hostRem = {
  postcssPlugin: 'hire-host-rem',
  Declaration(declaration: Declaration) {
    // PostCSS visits a changed declaration again: a converted value (it names --hire-rem
    // and keeps a 1rem fallback) must be left as it is.
    const { value } = declaration
    if (value.includes('rem') && !value.includes('--hire-rem')) {
      declaration.value = hostRemValue(value)
    }
  },
}
