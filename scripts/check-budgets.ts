/**
 * Fails when a built file or a widget's first load is over its gzip budget (budgets.json).
 * Sizes come from the widget build (dist/widgets/sizes.json), which follows each widget's
 * static imports, so a chunk split off or added to a first load is always counted.
 */
import { readFileSync } from 'node:fs'

interface Sizes {
  files: Record<string, { gzip: number }>
  firstLoad: Record<string, { gzip: number; files: string[] }>
}
interface Budgets {
  files: Record<string, number>
  firstLoad: Record<string, number>
}

const root = new URL('..', import.meta.url).pathname
const sizes = JSON.parse(readFileSync(`${root}dist/widgets/sizes.json`, 'utf8')) as Sizes
const budgets = JSON.parse(readFileSync(`${root}budgets.json`, 'utf8')) as Budgets

const rows: { name: string; size: number | undefined; budget: number }[] = [
  ...Object.entries(budgets.files).map(([name, budget]) => ({
    name,
    size: sizes.files[name]?.gzip,
    budget,
  })),
  ...Object.entries(budgets.firstLoad).map(([tag, budget]) => ({
    name: `<${tag}> first load`,
    size: sizes.firstLoad[tag]?.gzip,
    budget,
  })),
]

let failed = 0
for (const { name, size, budget } of rows) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  if (size === undefined) {
    failed += 1
    console.log(`✗ ${name}: not found in the build`)
  } else if (size > budget) {
    failed += 1
    console.log(`✗ ${name}: ${kb(size)} gzip, over its ${kb(budget)} budget by ${size - budget} B`)
  } else {
    console.log(`✓ ${name}: ${kb(size)} gzip (budget ${kb(budget)})`)
  }
}
process.exit(failed > 0 ? 1 : 0)
