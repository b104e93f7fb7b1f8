import { act, fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it } from 'vitest'
import {
  closeDialog,
  confirmAction,
  dismissToast,
  openErrorModal,
  openSuccessModal,
  showError,
  showOffline,
  showSuccess,
} from '../../shared/stores/core/feedback.ts'
import { FeedbackLayer } from './FeedbackLayer.tsx'

afterEach(() => {
  act(() => {
    dismissToast()
    closeDialog()
  })
  document.body.innerHTML = ''
})

describe('FeedbackLayer', () => {
  it('announces error toasts assertively and successes politely', () => {
    render(<FeedbackLayer owner="one" />)
    act(() => {
      showError('Some thing went wrong')
    })
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Some thing went wrong')
    expect(alert.querySelector('.hire-toast-error')).toBeTruthy()
    act(() => {
      showSuccess('Successfully Updated')
    })
    expect(screen.getByRole('alert').textContent).toBe('')
    expect(screen.getByRole('status').querySelector('.hire-toast-success')?.textContent).toContain(
      'Successfully Updated',
    )
  })

  it('shows the Error modal with a Close button', () => {
    render(<FeedbackLayer owner="one" />)
    act(() => {
      openErrorModal('Item not exist')
    })
    const dialog = screen.getByRole('dialog', { name: 'Error' })
    expect(dialog.textContent).toContain('Item not exist')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows a Success modal with its title', () => {
    render(<FeedbackLayer owner="one" />)
    act(() => {
      openSuccessModal('Thank you', 'Item returned successfully')
    })
    expect(screen.getByRole('dialog', { name: 'Thank you' }).textContent).toContain(
      'Item returned successfully',
    )
  })

  it('answers a confirmation with No or Yes', async () => {
    render(<FeedbackLayer owner="one" />)
    let answer: Promise<boolean> = Promise.resolve(false)
    act(() => {
      answer = confirmAction('Are you sure you want to Log out?')
    })
    expect(screen.getByRole('dialog', { name: 'Are you sure you want to Log out?' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }))
    await expect(answer).resolves.toBe(true)
  })

  it('shows the offline card once per page', () => {
    render(
      <>
        <FeedbackLayer owner="one" />
        <FeedbackLayer owner="two" />
      </>,
    )
    act(() => {
      showOffline()
    })
    expect(screen.getAllByText('You are offline. Check your connection.')).toHaveLength(1)
  })

  it('shows feedback only in the layer of the widget that raised it', () => {
    render(
      <>
        <FeedbackLayer owner="one" />
        <FeedbackLayer owner="two" />
      </>,
    )
    act(() => {
      showError('Only in two', 'two')
    })
    const alerts = screen.getAllByRole('alert')
    expect(alerts.map((alert) => alert.textContent)).toEqual(['', 'Only in two×'])
  })
})
