import { afterEach, describe, expect, it } from 'vitest'
import {
  contrast,
  darkPalette,
  mergeTheme,
  onAccent,
  pageTheme,
  parseAccent,
  parseFont,
  parseTheme,
  themeCss,
} from './theme.ts'

afterEach(() => {
  delete (window as { hireConfig?: unknown }).hireConfig
})

describe('theme attributes', () => {
  it('accept light, dark and auto in any case, and nothing else', () => {
    expect(parseTheme('dark')).toEqual({ ok: true, value: 'dark' })
    expect(parseTheme(' AUTO ')).toEqual({ ok: true, value: 'auto' })
    expect(parseTheme(null)).toEqual({ ok: true, value: undefined })
    expect(parseTheme('')).toEqual({ ok: true, value: undefined })
    expect(parseTheme('night', 'hire-item')).toEqual({
      ok: false,
      message:
        'The theme attribute of <hire-item> must be light, dark or auto; "night" is ignored.',
    })
  })

  it('accept an accent only as a hex colour, so nothing can break out of the style rule', () => {
    expect(parseAccent('#0A7D5A')).toEqual({ ok: true, value: '#0a7d5a' })
    expect(parseAccent('#abc')).toEqual({ ok: true, value: '#abc' })
    for (const bad of ['red', '#12345', 'rgb(1,2,3)', '#000;}:host{color:red', '0a7d5a']) {
      const parsed = parseAccent(bad, 'hire-search')
      expect(parsed.ok, bad).toBe(false)
      if (!parsed.ok) expect(parsed.message).toContain('accent attribute of <hire-search>')
    }
  })

  it('accept a font choice of inherit or own', () => {
    expect(parseFont('inherit')).toEqual({ ok: true, value: 'inherit' })
    expect(parseFont('own')).toEqual({ ok: true, value: 'own' })
    expect(parseFont('Georgia').ok).toBe(false)
  })
})

describe('theme styles', () => {
  it('set our own text styles on the host unless the font is inherited', () => {
    expect(themeCss({})).toContain('letter-spacing:normal!important')
    expect(themeCss({})).toContain('font-family:var(--hire-font-family)!important')
    expect(themeCss({ font: 'inherit' })).toBe('')
  })

  it('switch to the dark palette, always or with the system preference', () => {
    expect(themeCss({ theme: 'dark' })).toContain('--hire-color-surface:#15191e')
    expect(themeCss({ theme: 'auto' })).toContain('@media (prefers-color-scheme:dark)')
    expect(themeCss({ theme: 'light' })).not.toContain('--hire-color-surface')
  })

  it('give the accent a readable text colour', () => {
    expect(onAccent('#0a7d5a')).toBe('#ffffff')
    expect(onAccent('#ffd54f')).toBe('#111418')
    const css = themeCss({ accent: '#0a7d5a' })
    expect(css).toContain('--hire-color-primary:#0a7d5a;--hire-color-on-primary:#ffffff')
  })

  it('keep every dark text colour at WCAG AA on the dark surfaces', () => {
    const { '--hire-color-surface': surface, '--hire-color-subtle': subtle } = darkPalette
    for (const name of ['text', 'muted', 'primary', 'error', 'success']) {
      const colour = darkPalette[`--hire-color-${name}`] as string
      expect(contrast(colour, surface as string), name).toBeGreaterThanOrEqual(4.5)
      expect(contrast(colour, subtle as string), name).toBeGreaterThanOrEqual(4.5)
    }
    const onPrimary = darkPalette['--hire-color-on-primary'] as string
    expect(contrast(onPrimary, darkPalette['--hire-color-primary'] as string)).toBeGreaterThan(4.5)
  })
})

describe('the page-wide theme', () => {
  it('comes from window.hireConfig, checked, and an element overrides it', () => {
    window.hireConfig = { theme: 'dark', accent: 'not-a-colour' } as never
    expect(pageTheme()).toEqual({ theme: 'dark', accent: undefined, font: undefined })
    expect(mergeTheme({ theme: 'light' })).toEqual({
      theme: 'light',
      accent: undefined,
      font: undefined,
    })
  })
})
