import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RetryAlert } from './RetryAlert.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('RetryAlert', () => {
  it('announces what failed and loads again on Retry', () => {
    const onRetry = vi.fn()
    render(<RetryAlert message="Could not load your orders" onRetry={onRetry} />)
    const alert = screen.getByRole('alert')
    expect(alert.querySelector('p')?.textContent).toBe('Could not load your orders')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it("keeps the widget's class and part beside the shared look, and says the screen's words", () => {
    render(
      <RetryAlert
        className="results-error"
        part="error"
        label="Try again"
        message="Something went wrong"
        onRetry={() => {}}
      />,
    )
    const alert = screen.getByRole('alert')
    expect(alert.classList.contains('hire-retry')).toBe(true)
    expect(alert.classList.contains('results-error')).toBe(true)
    expect(alert.getAttribute('part')).toBe('error')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('is styled once for every widget: the message in the error colour, the button beside it', () => {
    const css = readFileSync(join(process.cwd(), 'widgets/ui/ui.css'), 'utf8').replace(/\s+/g, '')
    expect(css).toMatch(/\.hire-widget\.hire-retry\{[^}]*display:flex/)
    expect(css).toMatch(/\.hire-widget\.hire-retry>p\{[^}]*color:var\(--_error\)/)
  })
})
