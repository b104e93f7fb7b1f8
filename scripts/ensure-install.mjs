// Installs what a fresh clone is missing before `npm start` and `npm test`.
// Runs on whatever Node the machine has (even 20): the project's own Node 22 arrives with
// the dependencies and is on the PATH of every npm script after that.
// With --browser it also makes sure Chromium is there for the browser tests.
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'

const root = new URL('..', import.meta.url).pathname
const wantsBrowser = process.argv.includes('--browser')
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status}).`)
    process.exit(result.status ?? 1)
  }
}

function dependenciesStale() {
  const marker = `${root}node_modules/.package-lock.json`
  if (!existsSync(marker) || !existsSync(`${root}node_modules/node/bin/node`)) return true
  return statSync(`${root}package-lock.json`).mtimeMs > statSync(marker).mtimeMs
}

if (dependenciesStale()) {
  console.log('Installing dependencies (first run)…')
  // `npm ci` can refuse lockfiles that list other platforms' binaries; install is safe here.
  run('npm', ['install', '--no-audit', '--no-fund'])
}

if (wantsBrowser && !existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Installing Chromium from Debian packages for the browser tests…')
    run('apt-get', ['update', '-qq'])
    run('apt-get', ['install', '-y', '-qq', 'chromium'])
  } else {
    console.error(
      `The browser tests need Chromium at ${chromium}.\n` +
        'Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    )
    process.exit(1)
  }
}
