import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const here = join(process.cwd(), 'widgets')

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return cssFiles(path)
    return entry.name.endsWith('.css') ? [path] : []
  })
}

/** Selectors of style rules (not at-rule preludes or keyframe steps). */
function selectors(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '')
  const keyframes = /@keyframes[^{]+\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g
  const out: string[] = []
  for (const match of withoutComments.replace(keyframes, '').matchAll(/([^{};]+)\{/g)) {
    const prelude = match[1]?.trim() ?? ''
    if (!prelude.startsWith('@')) out.push(...prelude.split(',').map((part) => part.trim()))
  }
  return out
}

/**
 * A rule may start only at a widget's root: `.hire-widget` (every island and layer root),
 * or the root class of an element named after its folder (`.hire-inbox`, with its own
 * `__part` and `--modifier` classes), or the header bell's `.hire-bell`. Nothing outside a
 * widget can match, on partner pages or on our own.
 */
const roots = [
  'widget',
  'bell',
  ...readdirSync(here, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
]
const rooted = new RegExp(`^\\.hire-(${roots.join('|')})((__|--)[\\w-]+)?(?![\\w-])`)

describe('widget stylesheets', () => {
  const files = cssFiles(here)

  it('exist', () => {
    expect(files.length).toBeGreaterThan(0)
  })

  it.each(files)('%s scopes every rule under a widget root class', (file) => {
    const css = readFileSync(file, 'utf8')
    const unscoped = selectors(css).filter((selector) => !rooted.test(selector))
    expect(unscoped).toEqual([])
  })

  it('accepts only rules rooted in a widget', () => {
    for (const ok of ['.hire-widget .x', '.hire-inbox', '.hire-inbox__sr', '.hire-bell--open b'])
      expect(rooted.test(ok), ok).toBe(true)
    for (const bad of ['.wizard-step', '.hire-inboxes', '.hire-card', 'button', '.hire-inbox-x'])
      expect(rooted.test(bad), bad).toBe(false)
  })

  it.each(files)('%s themes through --hire-* custom properties only', (file) => {
    const css = readFileSync(file, 'utf8')
    const custom = [...css.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1])
    expect(custom.every((name) => name?.startsWith('--hire-') || name?.startsWith('--_'))).toBe(
      true,
    )
  })
})
