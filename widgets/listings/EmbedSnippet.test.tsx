import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configure } from '../../shared/config.ts'
import { $session } from '../../shared/stores/core/session.ts'
import { supplierId } from '../../tests/fixtures/listings.ts'
import { copyMessages, EmbedSnippet } from './EmbedSnippet.tsx'
import { embedSnippet } from './embed-snippet.ts'

vi.mock('../../shared/api/client.ts', () => ({
  api: { get: vi.fn(async () => ({})), post: vi.fn(async () => ({})) },
  bindSession: () => {},
}))

const expected = [
  '<script type="module" src="https://hire.example/widgets/hire-widgets.js"></script>',
  `<hire-listings supplier-id="${supplierId}"></hire-listings>`,
].join('\n')

function signInAs(userId: string) {
  $session.set({
    accessToken: 'token',
    userType: 'INDIVIDUAL',
    isGuestUser: '0',
    userInfo: JSON.stringify({ _id: userId, firstName: 'Sam', lastName: 'Supplier' }),
  })
}

const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard')
afterEach(() => {
  cleanup()
  Reflect.deleteProperty(document, 'execCommand')
  $session.set({})
  if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard)
  vi.restoreAllMocks()
})

function stubClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true })
}

describe('embedSnippet', () => {
  it('is the bundle script and the element for the supplier, on the marketplace origin', () => {
    expect(embedSnippet(supplierId, 'https://hire.example/')).toBe(expected)
  })

  it('escapes what it puts in attributes', () => {
    expect(embedSnippet('a"b<c', 'https://hire.example')).toContain(
      '<hire-listings supplier-id="a&quot;b&lt;c"></hire-listings>',
    )
  })
})

describe('EmbedSnippet', () => {
  it('shows nothing to a guest or to another user', async () => {
    const { container } = render(
      <EmbedSnippet supplierId={supplierId} siteBase="https://hire.example" />,
    )
    await act(async () => {})
    expect(container.innerHTML).toBe('')
    act(() => signInAs('someone-else'))
    expect(container.innerHTML).toBe('')
    act(() => signInAs(supplierId))
    expect(container.querySelector('textarea')).toBeTruthy()
  })

  it('shows the supplier their snippet in a read-only field', async () => {
    signInAs(supplierId)
    render(<EmbedSnippet supplierId={supplierId} siteBase="https://hire.example" />)
    const field = (await screen.findByRole('textbox', {
      name: 'Embed code',
    })) as HTMLTextAreaElement
    expect(field.value).toBe(expected)
    expect(field.readOnly).toBe(true)
    expect(screen.getByRole('heading', { name: 'Show your listings on your website' })).toBeTruthy()
    // Signing out hides it again.
    act(() => $session.set({}))
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('uses the marketplace origin of the configuration when no siteBase is given', async () => {
    configure({ siteUrl: 'https://hire.example' })
    signInAs(supplierId)
    render(<EmbedSnippet supplierId={supplierId} />)
    const field = (await screen.findByRole('textbox')) as HTMLTextAreaElement
    expect(field.value).toBe(expected)
  })

  it("copies with the Clipboard API and says 'Copied' politely", async () => {
    const writeText = vi.fn(async () => {})
    stubClipboard({ writeText })
    signInAs(supplierId)
    render(<EmbedSnippet supplierId={supplierId} siteBase="https://hire.example" />)
    const status = await screen.findByRole('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(status.textContent).toBe('')
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }))
    await waitFor(() => expect(status.textContent).toBe(copyMessages.copied))
    expect(writeText).toHaveBeenCalledWith(expected)
  })

  it('selects the code when the clipboard is refused, so Ctrl+C finishes the job', async () => {
    stubClipboard({ writeText: vi.fn(async () => Promise.reject(new Error('denied'))) })
    const execCommand = vi.fn(() => false)
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true })
    signInAs(supplierId)
    render(<EmbedSnippet supplierId={supplierId} siteBase="https://hire.example" />)
    const field = (await screen.findByRole('textbox', {
      name: 'Embed code',
    })) as HTMLTextAreaElement
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(copyMessages.selected))
    expect(execCommand).toHaveBeenCalledWith('copy')
    expect(document.activeElement).toBe(field)
    expect(field.selectionStart).toBe(0)
    expect(field.selectionEnd).toBe(expected.length)
  })

  it("says 'Copied' when the old way copied it (no Clipboard API)", async () => {
    stubClipboard(undefined)
    Object.defineProperty(document, 'execCommand', { value: () => true, configurable: true })
    signInAs(supplierId)
    render(<EmbedSnippet supplierId={supplierId} siteBase="https://hire.example" />)
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(copyMessages.copied))
  })
})
