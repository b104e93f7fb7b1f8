import { describe, expect, it } from 'vitest'
import { exposureProblem } from './exposure.ts'

const defaults = { sandbox: true, sandboxPublic: false, apiKey: 'sandbox', clientSecret: 'sandbox' }
const real = { sandbox: false, sandboxPublic: false, apiKey: 'k-8f2…', clientSecret: 's-91c…' }

describe('exposureProblem', () => {
  it('lets the sandbox listen on loopback', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.0.2']) {
      expect(exposureProblem(host, defaults), host).toBeNull()
    }
  })

  it('refuses the sandbox defaults on any other address', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'marketplace.example']) {
      const problem = exposureProblem(host, defaults)
      expect(problem, host).toContain('sandbox routes are on')
      expect(problem).toContain('API_KEY')
      expect(problem).toContain('CLIENT_SECRET')
    }
    expect(exposureProblem('0.0.0.0', { ...real, apiKey: 'sandbox' })).toContain('API_KEY')
    expect(exposureProblem('0.0.0.0', { ...real, sandbox: true })).toContain('SANDBOX=false')
  })

  it('starts with real keys and no sandbox, or when told the sandbox is public', () => {
    expect(exposureProblem('0.0.0.0', real)).toBeNull()
    expect(exposureProblem('0.0.0.0', { ...defaults, sandboxPublic: true })).toBeNull()
  })
})
