/**
 * The address a server process binds to (HOST, default loopback), checked before anything
 * starts: a sandbox exposed by accident or a deployment missing a real service ends the
 * process with the reason instead of serving.
 */
import { readSettings } from './config.ts'
import { deploymentProblem } from './deployment.ts'
import { defaultHost, exposureProblem } from './exposure.ts'

export function checkedListenHost(): string {
  const host = process.env.HOST?.trim() || defaultHost
  const settings = readSettings()
  const problem = exposureProblem(host, settings) ?? deploymentProblem(settings)
  if (problem) {
    console.error(problem)
    process.exit(1)
  }
  return host
}
