/**
 * The benchmark's report: every run with the machine's load average when it started and
 * ended (latencies on a shared machine mostly measure waiting for a CPU), the range of
 * each figure across runs, and all runs' latencies pooled, overall and per kind.
 */
import { cpus, loadavg } from 'node:os'
import { type LatencySummary, type LoadResult, summarise } from './load.ts'

export interface RunFigures {
  throughputPerSecond: number
  /** CPU time of the API process per request (with PGlite, the database's too) */
  serverCpuMsPerRequest: number
  loadAverage: { start: number[]; end: number[] }
  failures: number
  latencyMs: LatencySummary
  /** p50 and p95 of each kind of query */
  byKind: Record<string, [number, number]>
}

const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places

export const currentLoad = () => loadavg().map((value) => round(value, 2))

const kindsOf = (result: LoadResult) =>
  [...new Set(result.latencies.map((entry) => entry.kind))].sort()

const msOf = (result: LoadResult, kind?: string) =>
  result.latencies.filter((entry) => !kind || entry.kind === kind).map((entry) => entry.ms)

export function runFigures(
  result: LoadResult,
  serverCpuMs: number,
  loadAtStart: number[],
): RunFigures {
  const count = result.latencies.length
  return {
    throughputPerSecond: round(count / result.seconds),
    serverCpuMsPerRequest: round(serverCpuMs / count, 2),
    loadAverage: { start: loadAtStart, end: currentLoad() },
    failures: result.failures.length,
    latencyMs: summarise(msOf(result)),
    byKind: Object.fromEntries(
      kindsOf(result).map((kind) => {
        const { p50, p95 } = summarise(msOf(result, kind))
        return [kind, [p50, p95]]
      }),
    ),
  }
}

const span = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)]

export function buildReport(
  setup: { backend: string; items: number; requests: number; concurrency: number },
  results: LoadResult[],
  runs: RunFigures[],
) {
  const pooled: LoadResult = {
    latencies: results.flatMap((result) => result.latencies),
    failures: results.flatMap((result) => result.failures),
    seconds: results.reduce((total, result) => total + result.seconds, 0),
  }
  return {
    date: new Date().toISOString(),
    backend: setup.backend,
    node: process.version,
    cpus: cpus().length,
    items: setup.items,
    requests: setup.requests,
    concurrency: setup.concurrency,
    runs: runs.length,
    failures: pooled.failures.length,
    // Lowest and highest of each run's figure.
    range: {
      p50Ms: span(runs.map((run) => run.latencyMs.p50)),
      p95Ms: span(runs.map((run) => run.latencyMs.p95)),
      p99Ms: span(runs.map((run) => run.latencyMs.p99)),
      throughputPerSecond: span(runs.map((run) => run.throughputPerSecond)),
      serverCpuMsPerRequest: span(runs.map((run) => run.serverCpuMsPerRequest)),
      loadAverage1m: span(
        runs.flatMap((run) => [run.loadAverage.start[0] ?? 0, run.loadAverage.end[0] ?? 0]),
      ),
    },
    // Every run's requests together.
    latencyMs: summarise(msOf(pooled)),
    byKind: Object.fromEntries(
      kindsOf(pooled).map((kind) => [kind, summarise(msOf(pooled, kind))]),
    ),
    perRun: runs,
    aim: { p95Ms: 50 },
  }
}
