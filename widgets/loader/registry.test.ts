import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { widgets } from './registry.ts'

// Paths from the project root: the unit environment (happy-dom) gives modules http: URLs.
const root = join(process.cwd(), 'widgets')
const folders = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, 'element.ts')))
  .map((entry) => entry.name)
const budgets = JSON.parse(readFileSync(join(process.cwd(), 'budgets.json'), 'utf8'))

describe('the widget registry', () => {
  it('knows one tag per widget folder with an element.ts, and nothing else', () => {
    expect(Object.keys(widgets).sort()).toEqual(folders.map((name) => `hire-${name}`).sort())
    expect(folders).toContain('search')
  })

  it('gives every element a first-load budget', () => {
    const missing = Object.keys(widgets).filter((tag) => !(tag in budgets.firstLoad))
    expect(missing).toEqual([])
  })

  it('defines each tag in its own element file', () => {
    for (const name of folders) {
      const source = readFileSync(join(root, name, 'element.ts'), 'utf8')
      expect(source, name).toContain(`'hire-${name}'`)
    }
  })
})
