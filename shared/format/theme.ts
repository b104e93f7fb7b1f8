/**
 * Theme and brand colour of an embedded widget: `theme="light|dark|auto"`,
 * `accent="#0a7d5a"` and `font="inherit"` on any element, or `window.hireConfig.theme`,
 * `.accent` and `.font` for the whole page. They only set `--hire-*` custom properties on
 * the widget's `:host`, so a partner's own custom properties on the element still win, and
 * `::part` rules apply as before. Pure (no DOM): used by every widget's shell, the floating
 * launcher and the popup; a widget's shell loads it only when a theme is asked for.
 */
import { ownTextStyles } from './text-styles.ts'

export type ThemeName = 'light' | 'dark' | 'auto'
export type FontChoice = 'own' | 'inherit'

export interface ThemeChoice {
  theme?: ThemeName | undefined
  /** a hex colour, #rgb or #rrggbb */
  accent?: string | undefined
  font?: FontChoice | undefined
}

export type ThemeParse<T> = { ok: true; value: T | undefined } | { ok: false; message: string }

const themes: readonly string[] = ['light', 'dark', 'auto']

export function parseTheme(value: unknown, tag = 'hire-widget'): ThemeParse<ThemeName> {
  if (value === null || value === undefined || value === '') return { ok: true, value: undefined }
  const name = String(value).trim().toLowerCase()
  if (themes.includes(name)) return { ok: true, value: name as ThemeName }
  return {
    ok: false,
    message: `The theme attribute of <${tag}> must be light, dark or auto; "${String(value)}" is ignored.`,
  }
}

const hex = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

export function parseAccent(value: unknown, tag = 'hire-widget'): ThemeParse<string> {
  if (value === null || value === undefined || value === '') return { ok: true, value: undefined }
  const colour = String(value).trim()
  if (hex.test(colour)) return { ok: true, value: colour.toLowerCase() }
  return {
    ok: false,
    message: `The accent attribute of <${tag}> must be a hex colour such as #0a7d5a; "${String(value)}" is ignored.`,
  }
}

export function parseFont(value: unknown, tag = 'hire-widget'): ThemeParse<FontChoice> {
  if (value === null || value === undefined || value === '') return { ok: true, value: undefined }
  const choice = String(value).trim().toLowerCase()
  if (choice === 'inherit' || choice === 'own') return { ok: true, value: choice }
  return {
    ok: false,
    message: `The font attribute of <${tag}> must be inherit or own; "${String(value)}" is ignored.`,
  }
}

function channels(colour: string): [number, number, number] {
  const digits = colour.slice(1)
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : digits
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ]
}

/** WCAG relative luminance of a hex colour. */
export function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** Text on the accent colour: white or near-black, whichever reads better. */
export function onAccent(accent: string): string {
  return contrast(accent, '#ffffff') >= contrast(accent, '#111418') ? '#ffffff' : '#111418'
}

/**
 * The dark palette. Every text colour meets WCAG AA (4.5:1) on both the surface and the
 * subtle background; the primary meets it as text and under its own on-primary text.
 */
export const darkPalette: Readonly<Record<string, string>> = {
  '--hire-color-primary': '#8ab8ff',
  '--hire-color-on-primary': '#0b1524',
  '--hire-color-text': '#e9edf2',
  '--hire-color-muted': '#b3bcc7',
  '--hire-color-surface': '#15191e',
  '--hire-color-subtle': '#232a32',
  '--hire-color-border': '#5b6570',
  '--hire-color-error': '#ff9a91',
  '--hire-color-success': '#9cc3ff',
  '--hire-shadow': '0 8px 28px rgb(0 0 0 / 55%)',
}

function declarations(values: Readonly<Record<string, string>>): string {
  return Object.entries(values)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
}

const darkHost = `:host{${declarations(darkPalette)};color-scheme:dark;color:var(--hire-color-text);background:var(--hire-color-surface)}`

/** The `:host` rules for a theme choice ('' when nothing is chosen). */
export function themeCss({ theme, accent, font }: ThemeChoice): string {
  let css = font === 'inherit' ? '' : ownTextStyles
  if (theme === 'dark') css += darkHost
  if (theme === 'auto') css += `@media (prefers-color-scheme:dark){${darkHost}}`
  if (accent) {
    const focus = theme === 'dark' ? '' : `;--hire-color-focus:${accent}`
    css += `:host{--hire-color-primary:${accent};--hire-color-on-primary:${onAccent(accent)}${focus}}`
  }
  return css
}

/** The page-wide choice from `window.hireConfig`, each value checked like an attribute. */
export function pageTheme(): ThemeChoice {
  const config =
    typeof window !== 'undefined'
      ? ((window as { hireConfig?: Record<string, unknown> }).hireConfig ?? {})
      : {}
  const theme = parseTheme(config.theme)
  const accent = parseAccent(config.accent)
  const font = parseFont(config.font)
  return {
    theme: theme.ok ? theme.value : undefined,
    accent: accent.ok ? accent.value : undefined,
    font: font.ok ? font.value : undefined,
  }
}

/** An element's own choice on top of the page's. */
export function mergeTheme(own: ThemeChoice, page: ThemeChoice = pageTheme()): ThemeChoice {
  return {
    theme: own.theme ?? page.theme,
    accent: own.accent ?? page.accent,
    font: own.font ?? page.font,
  }
}

/**
 * The theme an element's attributes ask for, on top of the page's; bad values are skipped
 * (a widget reports them itself). For the plain-DOM launcher and popup.
 */
export function themeFromAttributes(get: (name: string) => string | null | undefined): ThemeChoice {
  const valid = <T>(parsed: ThemeParse<T>): T | undefined => (parsed.ok ? parsed.value : undefined)
  return mergeTheme({
    theme: valid(parseTheme(get('theme'))),
    accent: valid(parseAccent(get('accent'))),
    font: valid(parseFont(get('font'))),
  })
}
