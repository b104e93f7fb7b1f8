/**
 * The host's box and type, and whether a theme is asked for: framework-free, so an
 * element's first paint (drawn before the framework arrives, see widgets/search/) sets the
 * same `:host` rules the shell renders afterwards.
 */
import { hostRemValue } from './host-rem.ts'

/**
 * The host's box and type. `--hire-rem` is the widget's root size (its CSS is built with rem
 * lengths expressed in it), and the font size is set rather than inherited, so a partner
 * page's own root or body font size cannot shrink or blow up a widget. Our text is English,
 * so it reads left to right also inside a page's `dir="rtl"` section. The other text
 * styles (family, spacing, case…) come with the theme (`themeCss`).
 */
export function hostStyles(minHeight: string): string {
  return `:host{--hire-rem:16px;display:block;min-height:${hostRemValue(minHeight)};font-size:var(--hire-font-size,calc(1 * var(--hire-rem)));direction:ltr}:host([hidden]){display:none}`
}

export interface ThemeProps {
  theme?: unknown
  accent?: unknown
  font?: unknown
}

function given(value: unknown): boolean {
  return value !== undefined && value !== null && value !== ''
}

/** Whether the element or the page chooses a theme, accent or font. */
export function themeAsked(props: ThemeProps): boolean {
  const page =
    typeof window !== 'undefined'
      ? ((window as { hireConfig?: Record<string, unknown> }).hireConfig ?? {})
      : {}
  return [props.theme, props.accent, props.font, page.theme, page.accent, page.font].some(given)
}
