import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, mountSession } from '../../tests/fixtures/fake-client.ts'
import { manlyPlaces } from '../../tests/fixtures/places.ts'

const { uploadListingFile } = vi.hoisted(() => ({
  uploadListingFile: vi.fn(async (file: Blob) => ({ url: `/media/${(file as File).name}` })),
}))
vi.mock('../../shared/stores/listings/wizard.ts', () => ({
  uploadListingFile,
  removeUpload: async () => {},
}))
const go = vi.hoisted(() => vi.fn())
vi.mock('./go.ts', () => ({ go }))

const { listingMessages: m } = await import('../../shared/contract/listings/messages.ts')
const { emptyDraft } = await import('../../shared/domain/listings/draft.ts')
const { $listingDraft } = await import('../../shared/stores/listings/draft.ts')
const { StepDetails } = await import('./StepDetails.tsx')

let unmountSession = () => {}
beforeEach(() => {
  unmountSession = mountSession()
  fakeApi(manlyPlaces)
  $listingDraft.set({ mode: 'new', itemId: null, draft: emptyDraft() })
  render(<StepDetails />)
})
afterEach(() => {
  cleanup()
  unmountSession()
  uploadListingFile.mockClear()
  go.mockReset()
})

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent)
const shows = (message: string) => alerts().includes(message)
const continueStep = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }))

function addPhoto() {
  const input = screen.getByLabelText('Add photos or video') as HTMLInputElement
  const file = new File(['png'], 'kayak.png', { type: 'image/png' })
  Object.defineProperty(input, 'files', { value: [file], configurable: true, writable: true })
  // A file input keeps its change event on preact/compat (fireEvent.change would send input).
  fireEvent(input, new Event('change', { bubbles: true }))
}

describe('StepDetails', () => {
  it('shows no message before Continue, then each field’s own message', () => {
    expect(alerts()).toEqual([])
    continueStep()
    expect(shows(m.imageRequired)).toBe(true)
    expect(shows(m.descriptionShort)).toBe(true)
    expect(shows(m.addressShort)).toBe(true)
    expect(go).not.toHaveBeenCalled()
  })

  it('after Continue, each message follows its field as it changes', async () => {
    continueStep()
    addPhoto()
    await waitFor(() => expect(shows(m.imageRequired)).toBe(false))
    expect(uploadListingFile).toHaveBeenCalledOnce()

    const description = screen.getByRole('textbox', { name: 'Description' })
    fireEvent.input(description, { target: { value: 'ab' } })
    expect(shows(m.descriptionShort)).toBe(true)
    fireEvent.input(description, { target: { value: 'a'.repeat(1000) } })
    expect(shows(m.descriptionShort)).toBe(false)
    expect(shows(m.descriptionLong)).toBe(false)

    const address = screen.getByRole('combobox', { name: 'Pick-up address' })
    fireEvent.input(address, { target: { value: '12 Darley Road, Manly' } })
    expect(shows(m.addressShort)).toBe(false)
    expect(shows(m.locationRequired)).toBe(true)
    fireEvent.input(address, { target: { value: 'Ma' } })
    expect(shows(m.addressShort)).toBe(true)
    expect(shows(m.locationRequired)).toBe(false)
  })

  it('picking the address from the suggestions clears its message', async () => {
    continueStep()
    const address = screen.getByRole('combobox', { name: 'Pick-up address' })
    fireEvent.input(address, { target: { value: 'Man' } })
    expect(shows(m.locationRequired)).toBe(true)
    fireEvent.click(await screen.findByRole('option', { name: /Manly/ }))
    await waitFor(() => expect(shows(m.locationRequired)).toBe(false))
    expect(shows(m.addressShort)).toBe(false)
    expect(shows(m.placeShort)).toBe(false)
  })

  it('a description left too short says so before any Continue', () => {
    const description = screen.getByRole('textbox', { name: 'Description' })
    fireEvent.input(description, { target: { value: 'ab' } })
    expect(shows(m.descriptionShort)).toBe(false)
    fireEvent.focusOut(description)
    expect(shows(m.descriptionShort)).toBe(true)
    fireEvent.input(description, { target: { value: 'A stable kayak' } })
    expect(shows(m.descriptionShort)).toBe(false)
    expect(shows(m.imageRequired)).toBe(false)
  })

  it('‘Please wait while uploading!!’ goes once the upload is done', async () => {
    let finish = (_: { url: string }) => {}
    uploadListingFile.mockImplementationOnce(
      () => new Promise<{ url: string }>((resolve) => (finish = resolve)),
    )
    addPhoto()
    continueStep()
    expect(shows(m.uploading)).toBe(true)
    finish({ url: '/media/kayak.png' })
    await waitFor(() => expect(shows(m.uploading)).toBe(false))
    expect(shows(m.imageRequired)).toBe(false)
    expect(go).not.toHaveBeenCalled()
  })

  it('the photo and address messages are read with their controls', () => {
    continueStep()
    const file = screen.getByLabelText('Add photos or video')
    expect(file.getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(file)).toContain(m.imageRequired)
    const address = screen.getByRole('combobox', { name: 'Pick-up address' })
    expect(address.getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(address)).toContain(m.addressShort)
  })

  it('Continue puts focus on the first field to fix', async () => {
    continueStep()
    const file = screen.getByLabelText('Add photos or video')
    await waitFor(() => expect(document.activeElement).toBe(file))

    addPhoto()
    await waitFor(() => expect(shows(m.imageRequired)).toBe(false))
    continueStep()
    const text = screen.getByRole('textbox', { name: 'Description' })
    await waitFor(() => expect(document.activeElement).toBe(text))

    fireEvent.input(text, { target: { value: 'A stable kayak' } })
    continueStep()
    const address = screen.getByRole('combobox', { name: 'Pick-up address' })
    await waitFor(() => expect(document.activeElement).toBe(address))
  })
})

/** The text of what a control's aria-describedby names. */
const describedBy = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')
