/**
 * `npm test`: every check a change must pass, in the order that fails fastest —
 * lint, type-check, build, unit, API, budgets, browser — then one closing line with the
 * number of tests passed and failed across all runners.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

const root = new URL('..', import.meta.url).pathname
rmSync(`${root}reports`, { recursive: true, force: true })
mkdirSync(`${root}reports`, { recursive: true })

interface Step {
  name: string
  command: string[]
  /** a JSON report whose counts join the closing line */
  report?: 'vitest' | 'playwright'
  reportFile?: string
}

const steps: Step[] = [
  { name: 'lint and format', command: ['biome', 'ci', '--error-on-warnings', '.'] },
  { name: 'type-check', command: ['tsc', '--noEmit', '-p', '.'] },
  { name: 'astro check', command: ['astro', 'check', '--minimumSeverity', 'warning'] },
  { name: 'build', command: ['npm', 'run', 'build', '--silent'] },
  {
    name: 'unit tests',
    command: [
      'vitest',
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      '--outputFile=reports/unit.json',
    ],
    report: 'vitest',
    reportFile: 'reports/unit.json',
  },
  {
    name: 'React smoke tests',
    command: [
      'vitest',
      'run',
      '--project',
      'react',
      '--reporter=default',
      '--reporter=json',
      '--outputFile=reports/react.json',
    ],
    report: 'vitest',
    reportFile: 'reports/react.json',
  },
  {
    name: 'API tests',
    command: [
      'vitest',
      'run',
      '--project',
      'api',
      '--reporter=default',
      '--reporter=json',
      '--outputFile=reports/api.json',
    ],
    report: 'vitest',
    reportFile: 'reports/api.json',
  },
  { name: 'budgets', command: ['node', 'scripts/check-budgets.ts'] },
  {
    name: 'browser tests',
    command: ['playwright', 'test'],
    report: 'playwright',
    reportFile: 'reports/e2e.json',
  },
]

function counts(step: Step): { passed: number; failed: number } {
  if (!step.reportFile || !existsSync(`${root}${step.reportFile}`)) return { passed: 0, failed: 0 }
  const data = JSON.parse(readFileSync(`${root}${step.reportFile}`, 'utf8'))
  if (step.report === 'vitest') {
    return { passed: data.numPassedTests ?? 0, failed: data.numFailedTests ?? 0 }
  }
  return {
    passed: data.stats?.expected ?? 0,
    failed: (data.stats?.unexpected ?? 0) + (data.stats?.flaky ?? 0),
  }
}

const suiteStarted = Date.now()
let passed = 0
let failed = 0
const failedSteps: string[] = []
for (const step of steps) {
  console.log(`\n── ${step.name} ──`)
  const started = Date.now()
  const [command, ...args] = step.command
  const result = spawnSync(command as string, args, {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const tally = counts(step)
  passed += tally.passed
  failed += tally.failed
  if (result.status !== 0) {
    failedSteps.push(step.name)
    console.log(`✗ ${step.name} failed (${seconds} s)`)
    if (!step.report) break
  } else {
    console.log(`✓ ${step.name} (${seconds} s)`)
  }
}

if (failedSteps.length > 0) {
  console.log(`\nFailed: ${failedSteps.join(', ')}`)
  if (failed === 0) failed = failedSteps.length
}
const minutes = ((Date.now() - suiteStarted) / 60_000).toFixed(1)
console.log(`\nall steps took ${minutes} min`)
console.log(`tests: ${passed} passed, ${failed} failed`)
process.exit(failedSteps.length > 0 ? 1 : 0)
