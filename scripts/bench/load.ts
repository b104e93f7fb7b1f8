/** Fires requests at a fixed concurrency and summarises their latencies. */
import type { BenchQuery } from './queries.ts'

export interface LatencySummary {
  count: number
  p50: number
  p95: number
  p99: number
  mean: number
  max: number
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0)

const round = (ms: number) => Math.round(ms * 10) / 10

export function summarise(latencies: number[]): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b)
  const sum = sorted.reduce((total, ms) => total + ms, 0)
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    mean: round(sorted.length ? sum / sorted.length : 0),
    max: round(sorted.at(-1) ?? 0),
  }
}

export interface LoadResult {
  latencies: { kind: BenchQuery['kind']; ms: number }[]
  failures: { path: string; status: number }[]
  seconds: number
}

export async function runLoad(
  baseUrl: string,
  headers: Record<string, string>,
  queries: BenchQuery[],
  concurrency: number,
): Promise<LoadResult> {
  const latencies: LoadResult['latencies'] = []
  const failures: LoadResult['failures'] = []
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < queries.length) {
      const query = queries[next++] as BenchQuery
      const begin = performance.now()
      const response = await fetch(`${baseUrl}${query.path}`, { headers })
      await response.arrayBuffer()
      latencies.push({ kind: query.kind, ms: performance.now() - begin })
      if (response.status !== 200) failures.push({ path: query.path, status: response.status })
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return { latencies, failures, seconds: (performance.now() - started) / 1000 }
}
