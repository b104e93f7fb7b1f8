/**
 * Writing an unexpected failure to the log without the data it carried. A failed query's
 * error holds its parameters (drizzle puts them in its message and on the error, the
 * driver on its own error): emails, password and token hashes, what a user typed. So only
 * each error of the cause chain is written, by name, database code and message up to its
 * parameters, then where the first was thrown.
 */

const maxCauses = 4
const maxFrames = 12

/** One line per error of the chain, then the first one's stack frames. */
export function describeFailure(error: unknown): string {
  const lines: string[] = []
  let current: unknown = error
  for (let depth = 0; depth <= maxCauses && current !== undefined && current !== null; depth++) {
    const prefix = depth === 0 ? '' : 'caused by '
    if (!(current instanceof Error)) {
      // A thrown string or object may be anything; its kind is enough to go on.
      lines.push(`${prefix}a thrown ${typeof current}`)
      break
    }
    const code = (current as { code?: unknown }).code
    const coded = typeof code === 'string' || typeof code === 'number' ? ` [${code}]` : ''
    const message = current.message.split(/\n\s*params:/)[0]?.trim() ?? ''
    // Some libraries' errors keep the name 'Error'; their class says more.
    const name = current.name === 'Error' ? current.constructor.name : current.name
    lines.push(`${prefix}${name}${coded}: ${message}`)
    current = current.cause
  }
  const frames = error instanceof Error ? (error.stack ?? '').split('\n') : []
  const at = frames.filter((line) => line.trimStart().startsWith('at ')).slice(0, maxFrames)
  return [...lines, ...at].join('\n')
}

/** console.error with a label, the failure described as above. */
export function logFailure(label: string, error: unknown): void {
  console.error(`${label} ${describeFailure(error)}`)
}
