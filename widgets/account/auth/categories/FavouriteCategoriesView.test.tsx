import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountMessages } from '../../../../shared/contract/account/rules.ts'
import { nextStepFor } from '../../../../shared/domain/account/onboarding.ts'
import { beginStep, clearOnboarding } from '../../../../shared/stores/account/onboarding.ts'
import { dismissToast } from '../../../../shared/stores/core/feedback.ts'
import {
  $session,
  $user,
  clearSession,
  startSession,
} from '../../../../shared/stores/core/session.ts'
import {
  demoUser,
  failure,
  fakeApi,
  mountSession,
  type RecordedCall,
} from '../../../../tests/fixtures/fake-client.ts'
import { AccountWidget } from '../../AccountWidget.tsx'

const catalogue = Array.from({ length: 23 }, (_, index) => ({
  _id: `c${String(index + 1).padStart(2, '0')}`,
  name: `Category ${index + 1}`,
  icon: '',
  co2Save: 0,
  isSelected: index === 12,
  subCategories: [],
  tags: [],
}))

function listPage(call: RecordedCall) {
  const chunk = Number(call.query.chunk)
  const page = Number(call.query.pageNo)
  return {
    categoriesList: catalogue.slice((page - 1) * chunk, page * chunk),
    total: catalogue.length,
  }
}

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>

let unmountSession = () => {}

beforeEach(() => {
  unmountSession = mountSession()
  localStorage.clear()
  sessionStorage.clear()
  clearSession()
  clearOnboarding()
  startSession('user-token', 'INDIVIDUAL', { ...demoUser, profileStep: 415 })
  beginStep(nextStepFor(415))
  assign = vi.fn<(url: string | URL) => void>()
  vi.spyOn(window.location, 'assign').mockImplementation(assign)
})
afterEach(() => {
  unmountSession()
  act(() => dismissToast())
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

const tiles = () => within(screen.getByRole('list')).getAllByRole('button')
const done = () => screen.getByRole('button', { name: 'Done' })

describe('favourite categories', () => {
  it('shows the catalogue in pages of 10 with Previous and Next', async () => {
    const api = fakeApi({ 'GET /user/categories': listPage })
    render(<AccountWidget view="favourite-categories" />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose your favourite categories' }),
    ).toBeTruthy()
    await screen.findByRole('button', { name: 'Category 1' })
    expect(tiles()).toHaveLength(10)
    expect(api.find('GET /user/categories')[0]?.query).toEqual({ chunk: '10', pageNo: '1' })
    expect(screen.getByText('Page 1 of 3')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('button', { name: 'Category 11' })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('button', { name: 'Category 21' })
    expect(tiles()).toHaveLength(3)
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    await screen.findByRole('button', { name: 'Category 11' })
    // Pages already seen are not fetched again.
    expect(api.find('GET /user/categories')).toHaveLength(3)
  })

  it('toggles categories, keeps the choice across pages, and starts from isSelected', async () => {
    fakeApi({ 'GET /user/categories': listPage })
    render(<AccountWidget view="favourite-categories" />)
    const first = await screen.findByRole('button', { name: 'Category 1' })
    expect(first.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(first)
    expect(first.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    const preselected = await screen.findByRole('button', { name: 'Category 13' })
    expect(preselected.getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByText('2 selected')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    expect(
      (await screen.findByRole('button', { name: 'Category 1' })).getAttribute('aria-pressed'),
    ).toBe('true')
  })

  it('keeps Done disabled with nothing chosen and says why when pressed', async () => {
    const api = fakeApi({
      'GET /user/categories': () => ({
        categoriesList: catalogue.slice(0, 5).map((c) => ({ ...c, isSelected: false })),
        total: 5,
      }),
    })
    render(<AccountWidget view="favourite-categories" />)
    await screen.findByRole('button', { name: 'Category 1' })
    expect(done().getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(done())
    expect(screen.getByText(accountMessages.categoriesPicker).getAttribute('role')).toBe('alert')
    expect(api.find('PUT /user/categories')).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: 'Category 2' }))
    expect(done().getAttribute('aria-disabled')).toBeNull()
    expect(screen.queryByText(accountMessages.categoriesPicker)).toBeNull()
  })

  it('saves, ends onboarding and goes home', async () => {
    const api = fakeApi({
      'GET /user/categories': listPage,
      'PUT /user/categories': (call) => ({
        categories: (call.body as { categories: string[] }).categories,
        profileStep: 416,
      }),
    })
    render(<AccountWidget view="favourite-categories" />)
    fireEvent.click(await screen.findByRole('button', { name: 'Category 2' }))
    fireEvent.click(done())
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://hire.test/'))
    expect(api.find('PUT /user/categories')[0]?.body).toEqual({ categories: ['c02'] })
    expect(api.find('PUT /user/categories')[0]?.authorization).toBe('Bearer user-token')
    expect($user.get()?.profileStep).toBe(416)
    expect($session.get().isGuestUser).toBe('0')
    expect(sessionStorage.getItem('hire:PENDING_AUTH_TYPE')).toBeNull()
  })

  it('shows an empty list and a failed load with a retry', async () => {
    let fail = true
    fakeApi({
      'GET /user/categories': () => (fail ? failure(500) : { categoriesList: [], total: 0 }),
    })
    render(<AccountWidget view="favourite-categories" />)
    expect(await screen.findByText('Some thing went wrong')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No result found')).toBeTruthy()
  })
})
