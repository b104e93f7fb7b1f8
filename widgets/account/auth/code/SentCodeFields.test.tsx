import { act, fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SentCodeFields } from './SentCodeFields.tsx'
import { useCodeEntry } from './use-code-entry.ts'

afterEach(() => {
  document.body.innerHTML = ''
})

function Fields(props: {
  sentTo: string | null
  onResend: () => Promise<void>
  onError: (message: string) => void
}) {
  const code = useCodeEntry(() => null)
  return <SentCodeFields label="Verification code" code={code} seconds={() => 0} {...props} />
}

describe('SentCodeFields', () => {
  it('says where the code went, or that it went to the email', () => {
    const { rerender } = render(
      <Fields sentTo="jo@example.com" onResend={async () => {}} onError={() => {}} />,
    )
    expect(screen.getByText(/Enter the 5-digit code we sent to/).textContent).toBe(
      'Enter the 5-digit code we sent to jo@example.com.',
    )
    expect(screen.getByText('jo@example.com').tagName).toBe('STRONG')
    rerender(<Fields sentTo={null} onResend={async () => {}} onError={() => {}} />)
    expect(screen.getByText('Enter the 5-digit code we sent to your email.')).toBeTruthy()
  })

  it('describes the code boxes by the countdown', () => {
    render(<Fields sentTo={null} onResend={async () => {}} onError={() => {}} />)
    const group = screen.getByRole('group', { name: 'Verification code' })
    const described = document.getElementById(group.getAttribute('aria-describedby') ?? '')
    expect(described?.textContent).toContain('You can now ask for a new code.')
  })

  it("reports a failed Resend's message and keeps Resend", async () => {
    const onError = vi.fn()
    render(
      <Fields
        sentTo={null}
        onResend={async () => {
          throw new Error('Please wait 30 seconds before requesting another code.')
        }}
        onError={onError}
      />,
    )
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resend' }))
    })
    expect(await screen.findByRole('button', { name: 'Resend' })).toBeTruthy()
    expect(onError).toHaveBeenCalledWith('Please wait 30 seconds before requesting another code.')
  })
})
