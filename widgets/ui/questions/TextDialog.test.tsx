import { fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkQuestion, questionMessages } from '../../../shared/contract/catalogue/questions.ts'
import { TextDialog } from './TextDialog.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

function open(onSubmit = vi.fn(async () => {})) {
  render(
    <TextDialog
      title="Ask a question"
      label="Your question"
      submitLabel="Send"
      check={checkQuestion}
      onSubmit={onSubmit}
      onClose={() => {}}
    />,
  )
  return { field: screen.getByRole('textbox', { name: 'Your question' }), onSubmit }
}

describe('TextDialog', () => {
  it('counts characters live out of 500', () => {
    const { field } = open()
    expect(screen.getByText('0/500')).toBeTruthy()
    fireEvent.input(field, { target: { value: 'Is a wetsuit included?' } })
    expect(screen.getByText('22/500')).toBeTruthy()
  })

  it('never holds more than 500 characters', () => {
    const { field } = open()
    expect(field.getAttribute('maxlength')).toBe('500')
    fireEvent.input(field, { target: { value: 'x'.repeat(620) } })
    expect((field as HTMLTextAreaElement).value).toHaveLength(500)
    expect(screen.getByText('500/500')).toBeTruthy()
  })

  it('requires text before sending, and sends it otherwise', async () => {
    const { field, onSubmit } = open()
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toBe(questionMessages.questionRequired)
    expect(onSubmit).not.toHaveBeenCalled()
    fireEvent.input(field, { target: { value: 'Can I pick up at 7?' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).toHaveBeenCalledWith('Can I pick up at 7?')
  })

  it("shows the server's message when sending fails", async () => {
    const { field } = open(
      vi.fn(async () => Promise.reject(new Error(questionMessages.ownListing))),
    )
    fireEvent.input(field, { target: { value: 'Mine?' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toBe(questionMessages.ownListing)
  })
})
