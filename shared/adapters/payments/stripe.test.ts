import { afterEach, describe, expect, it, vi } from 'vitest'
import { CardFormError, cardFieldMessages } from './port.ts'
import {
  createStripePayments,
  loadStripeScript,
  type StripeCardChange,
  type StripeFactory,
  type StripeTokenResult,
  stripeScriptUrl,
} from './stripe.ts'

function fakeStripe(result: StripeTokenResult = {}) {
  const handlers: Record<string, (event: StripeCardChange) => void> = {}
  const card = {
    mountedIn: null as HTMLElement | null,
    mount: vi.fn((target: HTMLElement) => {
      card.mountedIn = target
    }),
    on: vi.fn((event: string, handler: (event: StripeCardChange) => void) => {
      handlers[event] = handler
    }),
    update: vi.fn(),
    focus: vi.fn(),
    destroy: vi.fn(),
  }
  const create = vi.fn(() => card)
  const createToken = vi.fn(async () => result)
  const factory = vi.fn(() => ({
    elements: () => ({ create }),
    createToken,
  })) as unknown as StripeFactory
  const change = (event: StripeCardChange) => handlers.change?.(event)
  return { factory, card, create, createToken, change }
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
  window.Stripe = undefined
})

describe('Stripe payments', () => {
  it('loads Stripe.js only when a card form is mounted, once per port', async () => {
    const stripe = fakeStripe()
    const load = vi.fn(async () => stripe.factory)
    const port = createStripePayments({ publishableKey: 'pk_test_1', load })
    expect(load).not.toHaveBeenCalled()
    const container = document.createElement('div')
    document.body.append(container)
    const form = port.mountCardForm(container, { idPrefix: 'a' })
    await form.ready
    port.mountCardForm(container, { idPrefix: 'b' })
    expect(load).toHaveBeenCalledTimes(1)
    expect(stripe.factory).toHaveBeenCalledWith('pk_test_1')
    expect(stripe.create).toHaveBeenCalledWith(
      'card',
      expect.objectContaining({ hidePostalCode: true }),
    )
  })

  it('mounts Elements in the light DOM when the form is inside a shadow root', async () => {
    const stripe = fakeStripe()
    const host = document.createElement('hire-test-widget')
    document.body.append(host)
    const container = document.createElement('div')
    host.attachShadow({ mode: 'open' }).append(container)
    const form = createStripePayments({
      publishableKey: 'pk_test_1',
      load: async () => stripe.factory,
    }).mountCardForm(container, { idPrefix: 'a' })
    await form.ready
    expect(stripe.card.mountedIn?.getRootNode()).toBe(document)
    expect(stripe.card.mountedIn?.parentElement).toBe(host)
    expect(container.querySelector('slot')?.assignedElements()).toEqual([stripe.card.mountedIn])
    form.destroy()
    expect(stripe.card.destroy).toHaveBeenCalled()
    expect(host.childElementCount).toBe(0)
  })

  it('asks for complete details before creating a token', async () => {
    const stripe = fakeStripe({ token: { id: 'tok_1' } })
    const container = document.createElement('div')
    document.body.append(container)
    const form = createStripePayments({
      publishableKey: 'pk',
      load: async () => stripe.factory,
    }).mountCardForm(container, { idPrefix: 'a' })
    await form.ready
    expect(form.validate()).toBe(false)
    expect(stripe.card.focus).toHaveBeenCalled()
    await expect(form.tokenize({ name: 'Harriet' })).rejects.toMatchObject({
      reason: 'fields',
      message: cardFieldMessages.detailsIncomplete,
    })
    expect(stripe.createToken).not.toHaveBeenCalled()
    expect(container.querySelector('#a-card-error')?.textContent).toBe(
      cardFieldMessages.detailsIncomplete,
    )
    stripe.change({
      complete: false,
      empty: false,
      error: { message: 'Your card number is invalid.' },
    })
    expect(container.querySelector('#a-card-error')?.textContent).toBe(
      'Your card number is invalid.',
    )
    stripe.change({ complete: true, empty: false })
    expect(form.validate()).toBe(true)
    expect(container.querySelector('#a-card-error')?.textContent).toBe('')
  })

  it('creates a token with the cardholder name', async () => {
    const stripe = fakeStripe({
      token: {
        id: 'tok_visa',
        card: {
          last4: '4242',
          exp_month: 12,
          exp_year: 2030,
          brand: 'Visa',
          name: 'Harriet Hirer',
        },
      },
    })
    const container = document.createElement('div')
    document.body.append(container)
    const form = createStripePayments({
      publishableKey: 'pk',
      load: async () => stripe.factory,
    }).mountCardForm(container, { idPrefix: 'a' })
    await form.ready
    stripe.change({ complete: true, empty: false })
    await expect(form.tokenize({ name: ' Harriet Hirer ' })).resolves.toEqual({
      token: 'tok_visa',
      card: { name: 'Harriet Hirer', last4: '4242', exp_month: 12, exp_year: 2030, brand: 'visa' },
    })
    expect(stripe.createToken).toHaveBeenCalledWith(stripe.card, { name: 'Harriet Hirer' })
  })

  it('a refused card rejects with the spec message', async () => {
    const stripe = fakeStripe({ error: { type: 'card_error', message: 'Your card was declined.' } })
    const container = document.createElement('div')
    document.body.append(container)
    const form = createStripePayments({
      publishableKey: 'pk',
      load: async () => stripe.factory,
    }).mountCardForm(container, { idPrefix: 'a' })
    await form.ready
    stripe.change({ complete: true, empty: false })
    const failure = form.tokenize({ name: 'Harriet' })
    await expect(failure).rejects.toBeInstanceOf(CardFormError)
    await expect(failure).rejects.toMatchObject({
      reason: 'declined',
      message: 'Issue in adding the card please try with valid card detail.',
    })
  })

  it('says so when Stripe.js cannot load, and tries again on the next form', async () => {
    const stripe = fakeStripe()
    const load = vi
      .fn<() => Promise<StripeFactory>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(stripe.factory)
    const port = createStripePayments({ publishableKey: 'pk', load })
    const container = document.createElement('div')
    document.body.append(container)
    const first = port.mountCardForm(container, { idPrefix: 'a' })
    await expect(first.ready).rejects.toMatchObject({ reason: 'failed' })
    expect(container.querySelector('#a-card-error')?.textContent).toBe(
      cardFieldMessages.providerUnavailable,
    )
    first.destroy()
    await expect(port.mountCardForm(container, { idPrefix: 'b' }).ready).resolves.toBeUndefined()
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('loadStripeScript', () => {
  it('injects https://js.stripe.com/v3 once and resolves window.Stripe', async () => {
    const scripts: HTMLScriptElement[] = []
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      scripts.push(...(nodes as HTMLScriptElement[]))
    })
    const first = loadStripeScript()
    const second = loadStripeScript()
    expect(scripts).toHaveLength(1)
    expect(scripts[0]?.src).toBe(stripeScriptUrl)
    const factory = fakeStripe().factory
    window.Stripe = factory
    scripts[0]?.onload?.(new Event('load'))
    await expect(first).resolves.toBe(factory)
    await expect(second).resolves.toBe(factory)
    await expect(loadStripeScript()).resolves.toBe(factory)
    expect(scripts).toHaveLength(1)
  })

  it('rejects when the script fails, and may be tried again', async () => {
    const scripts: HTMLScriptElement[] = []
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      scripts.push(...(nodes as HTMLScriptElement[]))
    })
    const first = loadStripeScript()
    scripts[0]?.onerror?.(new Event('error'))
    await expect(first).rejects.toThrow('Stripe.js did not load')
    void loadStripeScript().catch(() => {})
    expect(scripts).toHaveLength(2)
    scripts[1]?.onerror?.(new Event('error'))
  })
})
