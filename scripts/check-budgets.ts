/**
 * Fails when a built file, a widget's first load or an on-demand chunk is over its gzip
 * budget, when a part loaded on demand (the checkout in place) adds more than its budget to
 * its widget, or when a package that must load on demand (the map library) is in a first
 * load (budgets.json, rules in budget-rules.ts). Sizes come from the widget build
 * (dist/widgets/sizes.json), which follows each widget's static imports, so a chunk split
 * off or added to a first load is always counted.
 */
import { readFileSync } from 'node:fs'
import { type Budgets, checkBudgets, type Sizes } from './budget-rules.ts'

const root = new URL('..', import.meta.url).pathname
const sizes = JSON.parse(readFileSync(`${root}dist/widgets/sizes.json`, 'utf8')) as Sizes
const budgets = JSON.parse(readFileSync(`${root}budgets.json`, 'utf8')) as Budgets

/**
 * A built chunk's static imports, read from its code: `import…from"./x.js"` and
 * `import"./x.js"` (an `import("./x.js")` call is on demand and not followed).
 */
const staticImport = /\bimport\s*(?:[\w$*{][^;()"'`]*?\bfrom\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g
function importsOf(file: string): string[] {
  const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : ''
  let code = ''
  try {
    code = readFileSync(`${root}dist/widgets/${file}`, 'utf8')
  } catch {
    return []
  }
  return [...code.matchAll(staticImport)].map((match) => `${folder}${match[1]}`)
}

const rows = checkBudgets(sizes, budgets, importsOf)
for (const row of rows) console.log(`${row.ok ? '✓' : '✗'} ${row.name}: ${row.message}`)
process.exit(rows.every((row) => row.ok) ? 0 : 1)
