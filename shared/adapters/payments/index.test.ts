import { afterEach, describe, expect, it, vi } from 'vitest'
import { $config, configure } from '../../config.ts'
import { paymentsPort } from './index.ts'
import { sandboxPayments } from './sandbox.ts'

const before = $config.get()
afterEach(() => {
  $config.set(before)
  vi.restoreAllMocks()
})

describe('paymentsPort', () => {
  it('is the sandbox unless Stripe is configured with a publishable key', async () => {
    expect(await paymentsPort()).toBe(sandboxPayments)
    configure({ payments: { provider: 'stripe' } })
    expect(await paymentsPort()).toBe(sandboxPayments)
  })

  it('is Stripe when configured, without loading Stripe.js until a form is mounted', async () => {
    const append = vi.spyOn(document.head, 'append')
    configure({ payments: { provider: 'stripe', publishableKey: 'pk_test_1' } })
    const port = await paymentsPort()
    expect(port.name).toBe('stripe')
    expect(await paymentsPort()).toBe(port)
    expect(append).not.toHaveBeenCalled()
    expect(document.querySelector('script[src*="js.stripe.com"]')).toBeNull()
  })
})
