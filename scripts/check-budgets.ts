/**
 * Fails when a built file, a widget's first load or an on-demand chunk is over its gzip
 * budget, or when a package that must load on demand (the map library) is in a first load
 * (budgets.json, rules in budget-rules.ts). Sizes come from the widget build
 * (dist/widgets/sizes.json), which follows each widget's static imports, so a chunk split
 * off or added to a first load is always counted.
 */
import { readFileSync } from 'node:fs'
import { type Budgets, checkBudgets, type Sizes } from './budget-rules.ts'

const root = new URL('..', import.meta.url).pathname
const sizes = JSON.parse(readFileSync(`${root}dist/widgets/sizes.json`, 'utf8')) as Sizes
const budgets = JSON.parse(readFileSync(`${root}budgets.json`, 'utf8')) as Budgets

const rows = checkBudgets(sizes, budgets)
for (const row of rows) console.log(`${row.ok ? '✓' : '✗'} ${row.name}: ${row.message}`)
process.exit(rows.every((row) => row.ok) ? 0 : 1)
