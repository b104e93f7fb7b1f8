import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { messages } from '../../contract/core/messages.ts'
import {
  $feedback,
  closeDialog,
  confirmAction,
  dismissToast,
  feedbackTimings,
  layerShows,
  openErrorModal,
  openSuccessModal,
  registerFeedbackLayer,
  reportError,
  showError,
  showOffline,
  showSuccess,
} from './feedback.ts'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  dismissToast()
  closeDialog()
  vi.runOnlyPendingTimers()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the old', () => {
    showError('First')
    showSuccess('Second')
    expect($feedback.get().toast).toMatchObject({ kind: 'success', message: 'Second' })
  })

  it('closes an error toast after 2.5 to 3 seconds', () => {
    expect(feedbackTimings.errorToast).toBeGreaterThanOrEqual(2500)
    expect(feedbackTimings.errorToast).toBeLessThanOrEqual(3000)
    showError('Some thing went wrong')
    vi.advanceTimersByTime(2400)
    expect($feedback.get().toast?.message).toBe('Some thing went wrong')
    vi.advanceTimersByTime(feedbackTimings.errorToast - 2400)
    expect($feedback.get().toast).toBeNull()
  })

  it('does not let the timer of a replaced toast close the new one', () => {
    showError('Old')
    vi.advanceTimersByTime(2000)
    showError('New')
    vi.advanceTimersByTime(1500)
    expect($feedback.get().toast?.message).toBe('New')
    vi.advanceTimersByTime(1500)
    expect($feedback.get().toast).toBeNull()
  })
})

describe('dialogs', () => {
  it('opens the Error modal with the title Error', () => {
    openErrorModal('Item not exist')
    expect($feedback.get().dialog).toMatchObject({
      kind: 'error',
      title: 'Error',
      message: 'Item not exist',
    })
    closeDialog()
    expect($feedback.get().dialog).toBeNull()
  })

  it('opens a Success modal with its title', () => {
    openSuccessModal('Done', 'Item returned successfully')
    expect($feedback.get().dialog).toMatchObject({ kind: 'success', title: 'Done' })
  })

  it('resolves a confirmation with the answer, and with No when replaced', async () => {
    const yes = confirmAction('Are you sure you want to Log out?')
    closeDialog(true)
    await expect(yes).resolves.toBe(true)

    const replaced = confirmAction('First question')
    openErrorModal('Something else')
    await expect(replaced).resolves.toBe(false)
  })
})

describe('offline card', () => {
  it('shows for 3 seconds', () => {
    showOffline()
    expect($feedback.get().offline).toBe(true)
    vi.advanceTimersByTime(feedbackTimings.offlineCard - 1)
    expect($feedback.get().offline).toBe(true)
    vi.advanceTimersByTime(1)
    expect($feedback.get().offline).toBe(false)
    expect(feedbackTimings.offlineCard).toBe(3000)
  })

  it('shows when the browser goes offline while feedback is shown', () => {
    const stop = $feedback.listen(() => {})
    window.dispatchEvent(new Event('offline'))
    expect($feedback.get().offline).toBe(true)
    stop()
  })

  it('replaces the error toast when a call fails offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    reportError(new Error('fetch failed'))
    expect($feedback.get().offline).toBe(true)
    expect($feedback.get().toast).toBeNull()
  })

  it('reports online failures as error toasts, and ignores aborted calls', () => {
    reportError(new Error('Request Timeout'))
    expect($feedback.get().toast).toMatchObject({ kind: 'error', message: 'Request Timeout' })
    dismissToast()
    const aborted = new Error('aborted')
    aborted.name = 'AbortError'
    reportError(aborted)
    expect($feedback.get().toast).toBeNull()
    reportError('odd')
    expect($feedback.get().toast?.message).toBe(messages.somethingWentWrong)
  })
})

describe('layers', () => {
  it('shows owned feedback in its owner, the rest in the first layer', () => {
    const stopA = registerFeedbackLayer('a')
    const stopB = registerFeedbackLayer('b')
    expect(layerShows('a', undefined)).toBe(true)
    expect(layerShows('b', undefined)).toBe(false)
    expect(layerShows('b', 'b')).toBe(true)
    expect(layerShows('a', 'b')).toBe(false)
    stopB()
    // The owner is gone: the first layer shows it.
    expect(layerShows('a', 'b')).toBe(true)
    stopA()
  })
})
