/**
 * The Chromium the benchmarks drive: CHROMIUM_PATH, else Debian's full Chromium, else its
 * headless shell (all `npm test` installs). Figures from the shell can differ a little from
 * full Chromium's, so a report should say which ran.
 */
import { existsSync } from 'node:fs'

const fullChromium = '/usr/bin/chromium'
const headlessShell = '/usr/bin/chromium-headless-shell'

export const benchChromium =
  process.env.CHROMIUM_PATH ?? (existsSync(fullChromium) ? fullChromium : headlessShell)
