/**
 * Lighthouse (mobile: its default emulated phone and simulated slow 4G) on one page, run
 * several times; the medians of the performance score, LCP, TBT and CLS, and of the
 * accessibility, best-practices and SEO scores (they must stay at 100 while performance
 * work goes on). Chromium is the one Playwright drives, opened with a debugging port for
 * Lighthouse to attach to.
 *
 * Lighthouse and the ~150 packages it brings serve only this benchmark, so they are not among
 * the project's dependencies (every `npm install` and CI run would unpack them): they install
 * into `lighthouse-tool/` from its own lockfile on the first run.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

const toolFolder = new URL('./lighthouse-tool/', import.meta.url).pathname

/** The part of Lighthouse's API used here (its own types come with the install). */
type RunLighthouse = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
) => Promise<
  | {
      lhr: {
        runtimeError?: { message: string }
        audits: Record<string, { numericValue?: number } | undefined>
        categories: Record<string, { score: number | null } | undefined>
      }
    }
  | undefined
>

async function loadLighthouse(): Promise<RunLighthouse> {
  if (!existsSync(`${toolFolder}node_modules/lighthouse/package.json`)) {
    console.log('Installing Lighthouse for the page benchmark (first run)…')
    const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
      cwd: toolFolder,
      stdio: 'inherit',
    })
    if (install.status !== 0) throw new Error(`npm ci in ${toolFolder} failed`)
  }
  const entry = createRequire(`${toolFolder}package.json`).resolve('lighthouse')
  const module: { default: RunLighthouse } = await import(pathToFileURL(entry).href)
  return module.default
}

export interface LighthouseFigures {
  performance: number
  lcpMs: number
  tbtMs: number
  cls: number
  accessibility: number
  bestPractices: number
  seo: number
}

export async function lighthouseMedians(
  url: string,
  debuggingPort: number,
  runs: number,
): Promise<LighthouseFigures> {
  const lighthouse = await loadLighthouse()
  const results: LighthouseFigures[] = []
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(url, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
    results.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    })
  }
  const median = (pick: (figures: LighthouseFigures) => number) => {
    const sorted = results.map(pick).sort((a, b) => a - b)
    return sorted[Math.floor(sorted.length / 2)] as number
  }
  return {
    performance: median((figures) => figures.performance),
    lcpMs: median((figures) => figures.lcpMs),
    tbtMs: median((figures) => figures.tbtMs),
    cls: median((figures) => figures.cls),
    accessibility: median((figures) => figures.accessibility),
    bestPractices: median((figures) => figures.bestPractices),
    seo: median((figures) => figures.seo),
  }
}
