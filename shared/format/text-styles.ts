/**
 * Text styles a widget sets on its own `:host`, so a page's inherited ones (font-family,
 * letter-spacing, text-transform…) never reach our labels. `--hire-font-family: inherit` on
 * the element makes the family invalid at computed time, so it inherits the page's; the
 * `font="inherit"` choice hands every text style back to the page. Apart from `theme.ts`,
 * which a widget loads only when a theme, accent or font is chosen.
 */
const textStyles: Readonly<Record<string, string>> = {
  'font-family': 'var(--hire-font-family)',
  'font-style': 'normal',
  'font-weight': '400',
  'letter-spacing': 'normal',
  'word-spacing': 'normal',
  'line-height': '1.4',
  'text-transform': 'none',
  'text-indent': '0',
  'text-align': 'start',
  'text-shadow': 'none',
  'white-space': 'normal',
}

// Important: a page's `* { … !important }` matches the host element itself, and only an
// important :host rule (the inner context) outranks it.
export const ownTextStyles = `:host{--hire-font-family:var(--hire-font,system-ui,sans-serif);${Object.entries(
  textStyles,
)
  .map(([name, value]) => `${name}:${value}!important`)
  .join(';')}}`
