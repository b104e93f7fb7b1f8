/**
 * `npm test`: every check a change must pass, in the order that fails fastest —
 * lint, type-check, build, unit, API, budgets, browser — then one closing line with the
 * number of tests passed and failed across all runners and the whole run's duration.
 *
 * Steps in one stage run side by side: the static checks are mostly single-threaded, so
 * on two cores they take about as long as the slowest alone. Their output is held back and
 * printed whole when each finishes, so logs never interleave. The test runners use every
 * core themselves and run one after another.
 *
 * The type check is split by file kind so no file is checked twice: TypeScript 7's native
 * compiler (three times faster than TypeScript 6 here) checks every .ts and .tsx file, and
 * astro check, which runs on TypeScript 6's language service, checks only the .astro files
 * (`tsconfig.astro.json`; by default it would check every file of the project again).
 */
import { spawn } from 'node:child_process'
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

const vitest = (project: string, name: string, file: string): Step => ({
  name,
  command: [
    'vitest',
    'run',
    ...project.split(' ').flatMap((one) => ['--project', one]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile=reports/${file}.json`,
  ],
  report: 'vitest',
  reportFile: `reports/${file}.json`,
})

// Installed under an alias beside TypeScript 6, which astro check and editors need: npm
// links only the first package's `tsc` into node_modules/.bin.
const typescript7 = 'node_modules/typescript-7/bin/tsc'
const astroTsconfig = 'tsconfig.astro.json'

const stages: Step[][] = [
  [
    { name: 'lint and format', command: ['biome', 'ci', '--error-on-warnings', '.'] },
    { name: 'type-check', command: ['node', typescript7, '--noEmit', '-p', '.'] },
    {
      name: 'astro check',
      command: ['astro', 'check', '--minimumSeverity', 'warning', '--tsconfig', astroTsconfig],
    },
  ],
  [{ name: 'build', command: ['npm', 'run', 'build', '--silent'] }],
  // Both unit projects in one run: happy-dom for components, plain Node for the rest.
  [vitest('unit unit-node', 'unit tests', 'unit')],
  [vitest('react', 'React smoke tests', 'react')],
  [vitest('api', 'API tests', 'api')],
  [{ name: 'budgets', command: ['node', 'scripts/check-budgets.ts'] }],
  [
    {
      name: 'browser tests',
      command: ['playwright', 'test'],
      report: 'playwright',
      reportFile: 'reports/e2e.json',
    },
  ],
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

interface Outcome {
  step: Step
  ok: boolean
  seconds: string
}

/** Runs one step; alone it streams its output, beside others it prints it when done. */
function run(step: Step, alone: boolean): Promise<Outcome> {
  if (alone) console.log(`\n── ${step.name} ──`)
  const started = Date.now()
  const [command, ...args] = step.command
  const child = spawn(command as string, args, {
    cwd: root,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    // Held-back output keeps the colours a terminal would have shown.
    env:
      alone || !process.stdout.isTTY || process.env.FORCE_COLOR
        ? process.env
        : { ...process.env, FORCE_COLOR: '1' },
  })
  const output: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
  return new Promise((resolve) => {
    let finished = false
    // A command that cannot start reports 'error' and may still report 'close'.
    const finish = (ok: boolean) => {
      if (finished) return
      finished = true
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      if (!alone) {
        console.log(`\n── ${step.name} ──`)
        process.stdout.write(Buffer.concat(output))
      }
      console.log(ok ? `✓ ${step.name} (${seconds} s)` : `✗ ${step.name} failed (${seconds} s)`)
      resolve({ step, ok, seconds })
    }
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`))
      finish(false)
    })
    child.on('close', (code) => finish(code === 0))
  })
}

const suiteStarted = Date.now()
let passed = 0
let failed = 0
const failedSteps: string[] = []
for (const stage of stages) {
  const outcomes = await Promise.all(stage.map((step) => run(step, stage.length === 1)))
  let stop = false
  for (const { step, ok } of outcomes) {
    const tally = counts(step)
    passed += tally.passed
    failed += tally.failed
    if (!ok) {
      failedSteps.push(step.name)
      // A failing check stops the run; failing tests still let the other runners report.
      if (!step.report) stop = true
    }
  }
  if (stop) break
}

if (failedSteps.length > 0) {
  console.log(`\nFailed: ${failedSteps.join(', ')}`)
  if (failed === 0) failed = failedSteps.length
}
const minutes = ((Date.now() - suiteStarted) / 60_000).toFixed(1)
console.log(`\ntests: ${passed} passed, ${failed} failed in ${minutes} min`)
process.exit(failedSteps.length > 0 ? 1 : 0)
