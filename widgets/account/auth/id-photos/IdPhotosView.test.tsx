import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dismissToast } from '../../../../shared/stores/core/feedback.ts'
import { clearSession, startSession } from '../../../../shared/stores/core/session.ts'
import { demoUser, fakeApi, mountSession } from '../../../../tests/fixtures/fake-client.ts'
import { AccountWidget } from '../../AccountWidget.tsx'

/** The upload goes through XMLHttpRequest (progress events): a fake the test drives. */
class FakeXhr {
  static all: FakeXhr[] = []
  body: FormData | null = null
  status = 0
  responseText = ''
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null
  constructor() {
    FakeXhr.all.push(this)
  }
  open() {}
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body
  }
  abort() {
    this.onabort?.()
  }
  progress(percent: number) {
    act(() =>
      this.upload.onprogress?.({
        lengthComputable: true,
        loaded: percent,
        total: 100,
      } as ProgressEvent),
    )
  }
  async finish(url: string) {
    this.status = 200
    this.responseText = JSON.stringify({
      statusCode: 200,
      data: { url, fileName: url.split('/').pop(), contentType: 'image/jpeg', size: 5 },
    })
    await act(async () => this.onload?.())
  }
}

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>

let unmountSession = () => {}

beforeEach(() => {
  unmountSession = mountSession()
  FakeXhr.all = []
  localStorage.clear()
  sessionStorage.clear()
  clearSession()
  startSession('user-token', 'INDIVIDUAL', { ...demoUser, profileStep: 414 })
  assign = vi.fn<(url: string | URL) => void>()
  vi.spyOn(window.location, 'assign').mockImplementation(assign)
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  URL.createObjectURL = vi.fn(() => 'blob:preview')
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => {
  unmountSession()
  act(() => dismissToast())
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

const jpeg = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' })
/** Picks a file (a real 'change' event: the testing library turns change into input). */
function choose(label: RegExp, file: File) {
  const input = screen.getByLabelText(label) as HTMLInputElement
  Object.defineProperty(input, 'files', { configurable: true, value: [file] })
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

describe('the ID photos screen', () => {
  it('uploads each side with a progress bar and percentage, then saves both', async () => {
    const api = fakeApi({
      'GET /user/profile': () => ({
        user: { ...demoUser, documentFrontImage: '', documentBackImage: '' },
      }),
      'PATCH /user/profile': () => ({ user: demoUser }),
    })
    render(<AccountWidget view="id-photos" />)
    await screen.findByRole('heading', { level: 2, name: 'Front of your ID' })
    choose(/Choose photo for the front of your ID/, jpeg('front.jpg'))
    const xhr = FakeXhr.all[0] as FakeXhr
    expect(xhr.body?.get('purpose')).toBe('id')
    xhr.progress(42)
    const bar = screen.getByRole('progressbar', {
      name: 'Uploading front of your ID',
    }) as HTMLProgressElement
    expect(bar.value).toBe(42)
    expect(screen.getByText('42%')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Front of your ID' }).getAttribute('src')).toBe(
      'blob:preview',
    )
    await xhr.finish('https://api.test/media/front.jpg')
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.getByRole('img', { name: 'Front of your ID' }).getAttribute('src')).toBe(
      'https://api.test/media/front.jpg',
    )
    choose(/Choose photo for the back of your ID/, jpeg('back.jpg'))
    await (FakeXhr.all[1] as FakeXhr).finish('https://api.test/media/back.jpg')
    fireEvent.click(screen.getByRole('button', { name: 'Save photos' }))
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://hire.test/auth/CompleteProfileScreen'),
    )
    expect(api.find('PATCH /user/profile')[0]?.body).toEqual({
      documentFrontImage: 'https://api.test/media/front.jpg',
      documentBackImage: 'https://api.test/media/back.jpg',
    })
  })

  it('refuses anything but JPEG or PNG without uploading', async () => {
    fakeApi({
      'GET /user/profile': () => ({
        user: { ...demoUser, documentFrontImage: '', documentBackImage: '' },
      }),
    })
    render(<AccountWidget view="id-photos" />)
    await screen.findByRole('heading', { level: 2, name: 'Back of your ID' })
    choose(
      /Choose photo for the back of your ID/,
      new File(['gif'], 'id.gif', { type: 'image/gif' }),
    )
    expect(screen.getByText('Please upload a JPEG or PNG image').getAttribute('role')).toBe('alert')
    expect(FakeXhr.all).toHaveLength(0)
  })

  it('shows saved photos, and removing one saves it as removed', async () => {
    const api = fakeApi({
      'GET /user/profile': () => ({
        user: {
          ...demoUser,
          documentFrontImage: 'https://api.test/media/old.png',
          documentBackImage: '',
        },
      }),
      'PATCH /user/profile': () => ({ user: demoUser }),
    })
    render(<AccountWidget view="id-photos" />)
    expect((await screen.findByRole('img', { name: 'Front of your ID' })).getAttribute('src')).toBe(
      'https://api.test/media/old.png',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Remove front of your ID' }))
    expect(screen.queryByRole('img', { name: 'Front of your ID' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Save photos' }))
    await waitFor(() => expect(api.find('PATCH /user/profile')).toHaveLength(1))
    expect(api.find('PATCH /user/profile')[0]?.body).toEqual({ documentFrontImage: '' })
  })
})
