// Installs what a fresh clone is missing before `npm start` and `npm test`.
// Runs on whatever Node the machine has (even 20): the project's own Node 22 arrives with
// the dependencies and is on the PATH of every npm script after that.
// With --browser it also makes sure Chromium is there for the browser tests.
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'

const root = new URL('..', import.meta.url).pathname
const wantsBrowser = process.argv.includes('--browser')
// Keep in step with playwright.config.ts, which prefers the headless shell when it is there.
const headlessShell = '/usr/bin/chromium-headless-shell'
const fullChromium = '/usr/bin/chromium'

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
  console.log('Installing dependencies (first run, about a minute)…')
  // `npm ci` can refuse lockfiles that list other platforms' binaries; install is safe here.
  // Errors only: on Node 20 npm warns about every package that wants Node 22, which is the
  // Node the install itself brings and every script then runs on.
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'])
  console.log('Dependencies installed.')
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const canInstallPackages = isRoot && existsSync('/usr/bin/apt-get')

/** Installs Debian packages; false when apt-get fails. */
function installPackages(names) {
  spawnSync('apt-get', ['update', '-qq'], { cwd: root, stdio: 'inherit' })
  return (
    spawnSync('apt-get', ['install', '-y', '-qq', ...names], { cwd: root, stdio: 'inherit' })
      .status === 0
  )
}

if (wantsBrowser && process.env.CHROMIUM_PATH) {
  if (!existsSync(process.env.CHROMIUM_PATH)) {
    console.error(`CHROMIUM_PATH names ${process.env.CHROMIUM_PATH}, which does not exist.`)
    process.exit(1)
  }
} else if (wantsBrowser && !existsSync(headlessShell)) {
  // The headless shell is the lighter build the browser tests prefer; full Chromium works too.
  if (canInstallPackages) {
    console.log('Installing Chromium from Debian packages for the browser tests…')
    // Full Chromium only where the shell is not packaged: it adds ~290 MB and desktop
    // libraries the tests never use.
    if (
      !installPackages(['chromium-headless-shell']) &&
      !existsSync(fullChromium) &&
      !installPackages(['chromium'])
    ) {
      console.error('\napt-get could not install Chromium.')
      process.exit(1)
    }
  } else if (!existsSync(fullChromium)) {
    console.error(
      `The browser tests need Chromium at ${headlessShell} or ${fullChromium}.\n` +
        'Install it (Debian/Ubuntu: sudo apt-get install chromium-headless-shell) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    )
    process.exit(1)
  }
}
