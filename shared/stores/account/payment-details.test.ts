import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/errors.ts'
import { $config, configure } from '../../config.ts'
import { $feedback, closeDialog, dismissToast } from '../core/feedback.ts'
import { needsPaymentDetails, promptPaymentDetails, reportPaymentError } from './payment-details.ts'

const before = $config.get()
afterEach(() => {
  closeDialog(false)
  dismissToast()
  $config.set(before)
})

describe('status 426: payment details needed', () => {
  it('is recognised only on 426', () => {
    expect(needsPaymentDetails(new ApiError('x', 426, {}))).toBe(true)
    expect(needsPaymentDetails(new ApiError('x', 400, {}))).toBe(false)
    expect(needsPaymentDetails(new Error('x'))).toBe(false)
  })

  it('prompts with the spec message; Yes goes to /payment-detail on the marketplace', async () => {
    configure({ siteUrl: 'https://hire.example' })
    const go = vi.fn()
    const answer = promptPaymentDetails({ owner: 'w1', go })
    expect($feedback.get().dialog).toMatchObject({
      kind: 'confirm',
      message: 'Please add payment details before add an item',
      owner: 'w1',
    })
    closeDialog(true)
    await expect(answer).resolves.toBe(true)
    expect(go).toHaveBeenCalledWith('https://hire.example/payment-detail')
  })

  it('No stays on the page', async () => {
    const go = vi.fn()
    const answer = promptPaymentDetails({ go })
    closeDialog(false)
    await expect(answer).resolves.toBe(false)
    expect(go).not.toHaveBeenCalled()
  })

  it('other failures are an error toast', () => {
    reportPaymentError(
      new ApiError('Your card was declined. Please try another card.', 402, {}),
      'w1',
    )
    expect($feedback.get().toast).toMatchObject({
      kind: 'error',
      message: 'Your card was declined. Please try another card.',
    })
    reportPaymentError(new ApiError('x', 426, {}))
    expect($feedback.get().dialog?.message).toBe('Please add payment details before add an item')
  })
})
