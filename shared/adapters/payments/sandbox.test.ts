import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/errors.ts'

const post = vi.fn()
vi.mock('../../api/client.ts', () => ({ api: { post: (...args: unknown[]) => post(...args) } }))

const { mountSandboxCardForm, sandboxPayments } = await import('./sandbox.ts')
const { CardFormError, cardFieldMessages } = await import('./port.ts')

const now = () => Date.parse('2026-03-15T10:00:00Z')
let container: HTMLElement

function type(label: string, text: string) {
  const input = container.querySelector<HTMLInputElement>(`#card-card-${label}`)
  if (!input) throw new Error(`no ${label} field`)
  input.value = text
  input.dispatchEvent(new Event('input', { bubbles: true }))
  return input
}

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
})
afterEach(() => {
  post.mockReset()
  document.body.innerHTML = ''
})

describe('sandbox card form', () => {
  it('renders labelled number, expiry and CVC fields with card autocomplete', () => {
    mountSandboxCardForm(container, { idPrefix: 'card' }, now)
    const labels = [...container.querySelectorAll('label')].map((label) => label.textContent)
    expect(labels).toEqual(['Card number', 'Expiry date (MM/YY)', 'CVC'])
    const autocomplete = [...container.querySelectorAll('input')].map((input) => input.autocomplete)
    expect(autocomplete).toEqual(['cc-number', 'cc-exp', 'cc-csc'])
  })

  it('groups the number, adds the expiry slash and keeps CVC digits as you type', () => {
    mountSandboxCardForm(container, { idPrefix: 'card' }, now)
    expect(type('number', '4242424242424242').value).toBe('4242 4242 4242 4242')
    expect(type('expiry', '12').value).toBe('12/')
    expect(type('expiry', '12/29').value).toBe('12/29')
    expect(type('cvc', '12a3').value).toBe('123')
  })

  it('tokenises through POST /sandbox/tokens with the API key, then clears number and CVC', async () => {
    const onChange = vi.fn()
    const form = mountSandboxCardForm(container, { idPrefix: 'card', onChange }, now)
    type('number', '4242 4242 4242 4242')
    type('expiry', '12/29')
    type('cvc', '123')
    expect(onChange).toHaveBeenLastCalledWith({ complete: true, error: null })
    const answer = {
      token: 'tok_1',
      card: { name: 'Harriet Hirer', last4: '4242', exp_month: 12, exp_year: 2029, brand: 'visa' },
    }
    post.mockResolvedValue(answer)
    await expect(form.tokenize({ name: ' Harriet Hirer ' })).resolves.toEqual(answer)
    expect(post).toHaveBeenCalledWith('/sandbox/tokens', {
      auth: 'basic',
      body: {
        number: '4242 4242 4242 4242',
        cvc: '123',
        name: 'Harriet Hirer',
        exp_month: 12,
        exp_year: 2029,
      },
    })
    expect(container.querySelector<HTMLInputElement>('#card-card-number')?.value).toBe('')
    expect(container.querySelector<HTMLInputElement>('#card-card-cvc')?.value).toBe('')
  })

  it('a declined card (402) rejects with the spec message', async () => {
    const form = mountSandboxCardForm(container, { idPrefix: 'card' }, now)
    type('number', '4000 0000 0000 0002')
    type('expiry', '12/29')
    type('cvc', '123')
    post.mockRejectedValue(
      new ApiError('Issue in adding the card please try with valid card detail.', 402, {}),
    )
    const failure = form.tokenize({ name: 'Harriet Hirer' })
    await expect(failure).rejects.toBeInstanceOf(CardFormError)
    await expect(failure).rejects.toMatchObject({
      reason: 'declined',
      message: 'Issue in adding the card please try with valid card detail.',
    })
  })

  it('other failures keep their own message', async () => {
    const form = mountSandboxCardForm(container, { idPrefix: 'card' }, now)
    type('number', '4242 4242 4242 4242')
    type('expiry', '12/29')
    type('cvc', '123')
    post.mockRejectedValue(new ApiError('Request Timeout', 408, {}))
    await expect(form.tokenize({ name: 'Harriet' })).rejects.toMatchObject({
      reason: 'failed',
      message: 'Request Timeout',
    })
  })

  it('wrong fields are shown beside themselves, linked for screen readers, and nothing is sent', async () => {
    const form = mountSandboxCardForm(container, { idPrefix: 'card' }, now)
    type('number', '4242 4242 4242 4241')
    type('expiry', '13/29')
    type('cvc', '12')
    await expect(form.tokenize({ name: 'Harriet' })).rejects.toMatchObject({ reason: 'fields' })
    expect(post).not.toHaveBeenCalled()
    const number = container.querySelector<HTMLInputElement>('#card-card-number')
    expect(number?.getAttribute('aria-invalid')).toBe('true')
    const numberError = document.getElementById(number?.getAttribute('aria-describedby') ?? '')
    expect(numberError?.textContent).toBe(cardFieldMessages.numberInvalid)
    const expiry = container.querySelector<HTMLInputElement>('#card-card-expiry')
    expect(
      document.getElementById(expiry?.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Please Enter valid expiry date')
    const cvc = container.querySelector<HTMLInputElement>('#card-card-cvc')
    expect(document.getElementById(cvc?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      cardFieldMessages.cvcInvalid,
    )
    expect(document.activeElement).toBe(number)
  })

  it('a past expiry is refused; a shown error goes once the field is right', async () => {
    const form = mountSandboxCardForm(container, { idPrefix: 'card' }, now)
    type('number', '4242 4242 4242 4242')
    const expiry = type('expiry', '02/26')
    type('cvc', '123')
    await expect(form.tokenize({ name: 'Harriet' })).rejects.toMatchObject({ reason: 'fields' })
    expect(expiry.getAttribute('aria-invalid')).toBe('true')
    type('expiry', '03/26')
    expect(expiry.hasAttribute('aria-invalid')).toBe(false)
    expect(expiry.hasAttribute('aria-describedby')).toBe(false)
  })

  it('an empty number asks for one; errors show on leaving a typed field', () => {
    mountSandboxCardForm(container, { idPrefix: 'card' }, now)
    const number = type('number', '4242')
    number.dispatchEvent(new Event('blur'))
    expect(container.querySelector('#card-card-number-error')?.textContent).toBe(
      cardFieldMessages.numberInvalid,
    )
    type('number', '')
    expect(container.querySelector('#card-card-number-error')?.textContent).toBe(
      cardFieldMessages.numberRequired,
    )
  })

  it('validate() shows every error and focuses the first wrong field, without a call', () => {
    const form = mountSandboxCardForm(container, { idPrefix: 'card' }, now)
    type('number', '4242 4242 4242 4242')
    const expiry = type('expiry', '1')
    expect(form.validate()).toBe(false)
    expect(document.activeElement).toBe(expiry)
    expect(container.querySelector('#card-card-cvc-error')?.textContent).toBe(
      cardFieldMessages.cvcInvalid,
    )
    type('expiry', '12/29')
    type('cvc', '123')
    expect(form.validate()).toBe(true)
    expect(post).not.toHaveBeenCalled()
  })

  it('leaving a field for a pressed button does not show its error (the click must land)', () => {
    const form = document.createElement('form')
    const submit = document.createElement('button')
    form.append(submit)
    container.append(form)
    mountSandboxCardForm(form, { idPrefix: 'card' }, now)
    const number = type('number', '4242')
    submit.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    number.dispatchEvent(new FocusEvent('blur', { relatedTarget: submit }))
    expect(number.hasAttribute('aria-invalid')).toBe(false)
  })

  it('disables, focuses and removes its fields', () => {
    const form = sandboxPayments.mountCardForm(container, { idPrefix: 'card' })
    form.setDisabled(true)
    expect([...container.querySelectorAll('input')].every((input) => input.disabled)).toBe(true)
    form.setDisabled(false)
    form.focus()
    expect(document.activeElement?.id).toBe('card-card-number')
    form.destroy()
    expect(container.querySelector('input')).toBeNull()
  })
})
