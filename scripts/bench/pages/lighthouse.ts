/**
 * Lighthouse (mobile: its default emulated phone and simulated slow 4G) on one page, run
 * several times; the medians of the performance score, LCP, TBT and CLS, and of the
 * accessibility, best-practices and SEO scores (they must stay at 100 while performance
 * work goes on). Chromium is the one Playwright drives, opened with a debugging port for
 * Lighthouse to attach to.
 *
 * Lighthouse is a benchmark-only tool, installed on first use (`../tools/load.ts`).
 */
import { benchTool } from '../tools/load.ts'

/** The part of Lighthouse's API used here. */
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
  const lighthouse = await benchTool<RunLighthouse>('lighthouse')
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
