/**
 * `npm run new:widget <name>`: a new widget in one folder. Writes widgets/<name>/ (element,
 * component, test, README), adds a first-load budget to budgets.json and refreshes the JSX
 * typings. The loader and the build find the folder by themselves.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { componentFile, elementFile, namesOf, readmeFile, testFile } from './templates.ts'

/** What a new widget may load before interaction until measured: 30 KB gzip. */
const defaultBudget = 30 * 1024

const root = new URL('../..', import.meta.url).pathname
const name = process.argv[2]
if (!name) {
  console.error('usage: npm run new:widget <kebab-case-name>')
  process.exit(1)
}
const names = namesOf(name)
const folder = join(root, 'widgets', names.folder)
if (existsSync(folder)) {
  console.error(`widgets/${names.folder} exists already.`)
  process.exit(1)
}
mkdirSync(folder)
writeFileSync(join(folder, 'element.ts'), elementFile(names))
writeFileSync(join(folder, `${names.component}.tsx`), componentFile(names))
writeFileSync(join(folder, 'element.test.ts'), testFile(names))
writeFileSync(join(folder, 'README.md'), readmeFile(names))

const budgetsPath = join(root, 'budgets.json')
const budgets = JSON.parse(readFileSync(budgetsPath, 'utf8'))
budgets.firstLoad[names.tag] = defaultBudget
writeFileSync(budgetsPath, `${JSON.stringify(budgets, null, 2)}\n`)

spawnSync('node', ['scripts/build-widgets-manifest.mjs', '--jsx'], { cwd: root, stdio: 'inherit' })
// The templates are plain strings; the formatter gives them the project's line breaks.
spawnSync('npx', ['biome', 'format', '--write', `widgets/${names.folder}`, 'budgets.json'], {
  cwd: root,
  stdio: 'ignore',
})
console.log(
  `Created widgets/${names.folder}/ and a ${defaultBudget / 1024} KB budget for <${names.tag}>.`,
)
