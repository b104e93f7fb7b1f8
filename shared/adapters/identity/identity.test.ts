import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bindSession } from '../../api/client.ts'
import { $config, configure } from '../../config.ts'
import { identityPort } from './index.ts'
import { sandboxIdentity } from './sandbox.ts'
import { createWidgetIdentity, type IdentityWidgetApi } from './widget.ts'

const calls: { url: string; method: string; authorization: string | null }[] = []

beforeEach(() => {
  calls.length = 0
  configure({ apiBase: 'https://api.test/api/v1', identity: undefined })
  bindSession({ token: () => 'user-token', forcedSignOut: () => {} })
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    calls.push({
      url: request.url,
      method: request.method,
      authorization: request.headers.get('authorization'),
    })
    return Response.json({ statusCode: 200, data: { code: 'c0de', transaction_id: 't-1' } })
  })
})
afterEach(() => vi.unstubAllGlobals())

describe('sandbox identity check', () => {
  it('asks the sandbox API as the signed-in user', async () => {
    await expect(sandboxIdentity.check()).resolves.toEqual({ code: 'c0de', transaction_id: 't-1' })
    expect(calls).toEqual([
      {
        url: 'https://api.test/api/v1/sandbox/identity-check',
        method: 'POST',
        authorization: 'Bearer user-token',
      },
    ])
  })

  it('is the default port', async () => {
    expect(await identityPort()).toBe(sandboxIdentity)
  })

  it('switches to the provider widget when configured', async () => {
    $config.set({
      ...$config.get(),
      identity: { provider: 'widget', scriptUrl: 'https://id.example/widget.js', clientId: 'x' },
    })
    expect(await identityPort()).not.toBe(sandboxIdentity)
  })
})

function fakeWidget(outcome: 'complete' | 'partial' | 'cancel' | 'error') {
  const widget: IdentityWidgetApi = {
    open: vi.fn((options) => {
      if (outcome === 'complete') options.onComplete({ code: 'abc', transaction_id: 'tx-9' })
      if (outcome === 'partial') options.onComplete({ code: 'abc' })
      if (outcome === 'cancel') options.onCancel()
      if (outcome === 'error') options.onError({ message: 'Camera unavailable' })
    }),
  }
  return widget
}

describe('widget identity check', () => {
  it('opens the widget with the client id and answers code and transaction_id', async () => {
    const widget = fakeWidget('complete')
    const load = vi.fn(async () => widget)
    const port = createWidgetIdentity({
      scriptUrl: 'https://id.example/w.js',
      clientId: 'cid',
      load,
    })
    await expect(port.check()).resolves.toEqual({ code: 'abc', transaction_id: 'tx-9' })
    expect(load).toHaveBeenCalledWith('https://id.example/w.js')
    expect(widget.open).toHaveBeenCalledWith(expect.objectContaining({ clientId: 'cid' }))
  })

  it('rejects an incomplete result, a cancel and an error', async () => {
    const port = (outcome: Parameters<typeof fakeWidget>[0]) =>
      createWidgetIdentity({ scriptUrl: 's', clientId: 'c', load: async () => fakeWidget(outcome) })
    await expect(port('partial').check()).rejects.toThrow('The ID check did not finish.')
    await expect(port('cancel').check()).rejects.toMatchObject({ name: 'AbortError' })
    await expect(port('error').check()).rejects.toThrow('Camera unavailable')
  })
})
