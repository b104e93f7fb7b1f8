import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ItemDetail } from '../../../shared/contract/catalogue/items.ts'
import { readRequestItem, saveBookingDraft } from '../../../shared/stores/checkout/request-item.ts'
import { $authPrompt, finishPrompt } from '../../../shared/stores/core/auth-prompt.ts'
import { $session } from '../../../shared/stores/core/session.ts'
import { forgetSignInHere } from '../../../shared/stores/partners/origin.ts'
import { item } from '../../../tests/fixtures/item.ts'

vi.mock('../../../shared/api/client.ts', () => ({
  api: { get: vi.fn(), post: vi.fn(async () => ({})) },
  bindSession: () => {},
}))
const goTo = vi.fn()
vi.mock('./navigate.ts', async (original) => ({
  ...(await original<typeof import('./navigate.ts')>()),
  goTo: (href: string) => goTo(href),
}))

const { BookingPanel } = await import('./BookingPanel.tsx')

const hirer = { _id: 'hirer-1', firstName: 'Hana', profileStep: 416 }
const signIn = (user: { _id: string } = hirer) =>
  $session.set({
    accessToken: 'token',
    userType: 'INDIVIDUAL',
    userInfo: JSON.stringify(user),
    isGuestUser: '0',
  })

function day(offset: number): number {
  const date = new Date()
  date.setHours(0, 0, 0, 0)
  date.setDate(date.getDate() + offset)
  return date.getTime()
}
/** 'YYYY-MM-DD' of a local midnight, as the calendar names it. */
function dayKey(at: number): string {
  const date = new Date(at)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
const days = (from: number, length: number, quantity = 1) => ({
  startDate: day(from),
  endDate: day(from + length - 1),
  startTime: null,
  endTime: null,
  quantity,
})

function show(detail: Partial<ItemDetail> = {}, siteBase = '') {
  return render(
    <div className="hire-widget">
      <BookingPanel item={{ ...item, ...detail }} siteBase={siteBase} />
    </div>,
  )
}
/** A select's change event (Testing Library's Preact fireEvent.change sends input). */
async function choose(select: HTMLSelectElement, value: string) {
  await act(async () => {
    select.value = value
    select.dispatchEvent(new Event('change', { bubbles: true }))
  })
}
const panel = () => screen.getByRole('region', { name: 'Booking' })
const lines = () =>
  within(panel())
    .queryAllByRole('definition')
    .map((entry) => `${entry.previousElementSibling?.textContent}: ${entry.textContent}`)

beforeEach(() => signIn())

afterEach(() => {
  cleanup()
  const prompt = $authPrompt.get()
  if (prompt) finishPrompt(prompt.id, false)
  $session.set({})
  sessionStorage.clear()
  history.replaceState(null, '', '/')
  forgetSignInHere()
  vi.clearAllMocks()
})

describe('BookingPanel', () => {
  it('shows each duration tier with the price it uses and its fallback', () => {
    show()
    const tiers = within(panel()).getByRole('list', { name: 'Price by length of hire' })
    expect(
      within(tiers)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'Under 12 hours$45.00 / day (charged as 1 day)',
      '12 to 24 hours$45.00 / day (charged as 1 day)',
      '1 to 6 days$45.00 / day',
      '7 to 29 days$200.00 / week',
      '30 days or more$200.00 / week (charged by the week)',
    ])
    expect(within(panel()).getByText('Choose your dates to see the price.')).toBeTruthy()
  })

  it('prices the chosen days with the bond and total, and marks their tier', async () => {
    saveBookingDraft(item._id, days(2, 3))
    show()
    expect(await screen.findByText('Hire (3 days × $45.00)')).toBeTruthy()
    expect(lines()).toEqual(['Hire (3 days × $45.00): $135.00', 'Bond: $100.00', 'Total: $235.00'])
    const current = panel().querySelector('[aria-current="true"]')
    expect(current?.textContent).toBe('1 to 6 days$45.00 / day')
  })

  it('prices 10 days by the week and adds the security deposit of an insured item', async () => {
    saveBookingDraft(item._id, days(2, 10, 2))
    show({ isInsuranceAvailable: true, maximumHireDuration: null, isNoMaxHireDuration: true })
    expect(await screen.findByText('Hire (1.43 weeks × $200.00 × 2 units)')).toBeTruthy()
    expect(lines()).toEqual([
      'Hire (1.43 weeks × $200.00 × 2 units): $572.00',
      'Security deposit: $114.40',
      'Bond: $200.00',
      'Total: $886.40',
    ])
  })

  it('keeps units between 1 and the available units', () => {
    show({ availableUnits: 2 })
    const units = screen.getByRole('spinbutton', { name: 'Units' }) as HTMLInputElement
    expect(screen.getByText('2 units available')).toBeTruthy()
    expect(
      (screen.getByRole('button', { name: 'Fewer units' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'More units' }))
    expect(units.value).toBe('2')
    expect((screen.getByRole('button', { name: 'More units' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    fireEvent.change(units, { target: { value: '9' } })
    expect(units.value).toBe('2')
  })

  it("books an experience's group within its size", () => {
    show({ itemCategoryType: 1, minimumGroupNumber: 2, maximumGroupNumber: 6 })
    const group = screen.getByRole('spinbutton', { name: 'Group size' }) as HTMLInputElement
    expect(group.value).toBe('2')
    expect(screen.getByText('2 to 6 people')).toBeTruthy()
    fireEvent.change(group, { target: { value: '40' } })
    expect(group.value).toBe('6')
    fireEvent.click(screen.getByRole('button', { name: 'Fewer people' }))
    expect(group.value).toBe('5')
  })

  it('picks dates in the calendar, and times on a one-day hire', async () => {
    show({ price: [...item.price, { amount: 12, type: 4 }], minimumHireDuration: null })
    fireEvent.click(screen.getByRole('button', { name: 'Dates Choose dates' }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose dates' })
    const key = (offset: number) => {
      const date = new Date(day(offset))
      const pad = (value: number) => String(value).padStart(2, '0')
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
    }
    const cell = () => dialog.querySelector(`[data-day="${key(1)}"]`) as HTMLElement
    fireEvent.click(cell())
    fireEvent.click(cell())
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(await screen.findByText('Hire (1 day × $45.00)')).toBeTruthy()
    const pickUp = screen.getByLabelText('Pick-up time') as HTMLSelectElement
    expect(pickUp.value).toBe('')
    await choose(pickUp, '600')
    const back = screen.getByLabelText('Return time') as HTMLSelectElement
    expect(back.value).toBe('630')
    expect(screen.getByText('Hire (0.5 hours × $12.00)')).toBeTruthy()
    await choose(back, '750')
    expect(screen.getByText('Hire (2.5 hours × $12.00)')).toBeTruthy()
    expect(panel().querySelector('[aria-current="true"]')?.textContent).toBe(
      'Under 12 hours$12.00 / hour',
    )
  })

  it("says 'Book now' for instant booking and 'Request to book' otherwise", () => {
    const { unmount } = show({ instantBooking: true })
    expect(screen.getByRole('button', { name: 'Book now' })).toBeTruthy()
    expect(screen.getByText('Instant booking: confirmed as soon as you pay.')).toBeTruthy()
    unmount()
    show({ instantBooking: false })
    expect(screen.getByRole('button', { name: 'Request to book' })).toBeTruthy()
  })

  it("asks for dates first: 'Please select the proper date.', on Dates, which takes focus", () => {
    show()
    const book = screen.getByRole('button', { name: 'Book now' })
    book.focus()
    fireEvent.click(book)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe('Please select the proper date.')
    expect(goTo).not.toHaveBeenCalled()
    const dates = screen.getByRole('button', { name: 'Dates Choose dates' })
    expect(dates.getAttribute('aria-describedby')).toBe(alert.id)
    expect(document.activeElement).toBe(dates)
  })

  it("refuses a hire shorter than the item's minimum", async () => {
    saveBookingDraft(item._id, days(2, 1))
    show({ minimumHireDuration: { value: 2, type: 1 } })
    expect((await screen.findByRole('alert')).textContent).toBe('Minimum hire is 2 days.')
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }))
    expect(goTo).not.toHaveBeenCalled()
  })

  it('starts the RequestItem session and opens the terms step', async () => {
    saveBookingDraft(item._id, days(2, 3, 2))
    show()
    await screen.findByText('Hire (3 days × $45.00 × 2 units)')
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }))
    expect(goTo).toHaveBeenCalledWith('/item/tearmsandcondition')
    expect(readRequestItem()).toMatchObject({
      item: { _id: 'item-1', price: item.price, bond: 100 },
      selection: days(2, 3, 2),
      termsAccepted: false,
    })
  })

  it('asks a guest to sign in, then goes on with the same choice', async () => {
    $session.set({ accessToken: 'guest', userType: 'INDIVIDUAL', isGuestUser: '1' })
    saveBookingDraft(item._id, days(4, 2, 2))
    show()
    await screen.findByText('Hire (2 days × $45.00 × 2 units)')
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }))
    const prompt = $authPrompt.get()
    expect(prompt).toMatchObject({ mode: 'login', reason: 'Log in to book this item.' })
    expect(readRequestItem()).toBeNull()
    await act(async () => {
      signIn()
      finishPrompt(prompt?.id ?? 0, true)
    })
    expect(goTo).toHaveBeenCalledWith('/item/tearmsandcondition')
    expect(readRequestItem()?.selection).toEqual(days(4, 2, 2))
  })

  it('stays put when the guest closes the sign-in dialog', async () => {
    $session.set({ accessToken: 'guest', userType: 'INDIVIDUAL', isGuestUser: '1' })
    saveBookingDraft(item._id, days(4, 2))
    show()
    await screen.findByText('Hire (2 days × $45.00)')
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }))
    await act(async () => finishPrompt($authPrompt.get()?.id ?? 0, false))
    expect(goTo).not.toHaveBeenCalled()
    expect((screen.getByRole('button', { name: 'Book now' }) as HTMLButtonElement).disabled).toBe(
      false,
    )
  })

  it('does not let the supplier book their own item', async () => {
    signIn({ _id: item.supplier.userId })
    show()
    expect((await screen.findByRole('alert')).textContent).toBe('You cannot book your own item.')
    expect((screen.getByRole('button', { name: 'Book now' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  it('embedded on a site not allowed to sign in, says so and books on the marketplace', async () => {
    const { api } = await import('../../../shared/api/client.ts')
    vi.mocked(api.get).mockResolvedValueOnce({ origin: 'https://outsider.test', allowed: false })
    $session.set({ accessToken: 'guest', userType: 'INDIVIDUAL', isGuestUser: '1' })
    saveBookingDraft(item._id, days(3, 2))
    show({}, 'https://hire.test')
    await screen.findByText('Hire (2 days × $45.00)')
    expect((await screen.findByRole('note')).textContent).toBe(
      'Sign-in is not available on this site: it is not one of our partner sites. You can still browse here, or book on the marketplace.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }))
    await vi.waitFor(() => expect(goTo).toHaveBeenCalled())
    expect($authPrompt.get()).toBeNull()
    const href = new URL(goTo.mock.calls[0]?.[0])
    expect(href.origin + href.pathname).toBe('https://hire.test/equipments/item-1')
    expect(Object.fromEntries(href.searchParams)).toEqual({
      item: 'item-1',
      start: String(day(3)),
      end: String(day(4)),
      count: '1',
    })
  })

  it('embedded, continuing on the marketplace carries a signed-in hirer over with a one-time code and the partner code', async () => {
    const { api } = await import('../../../shared/api/client.ts')
    const { $config, configure } = await import('../../../shared/config.ts')
    const { setPartner, $partner } = await import('../../../shared/stores/partners/attribution.ts')
    const before = $config.get()
    configure({ siteUrl: 'https://hire.test' })
    setPartner('demo-partner')
    const code = 'C'.repeat(43)
    vi.mocked(api.post).mockResolvedValueOnce({ code, expiresIn: 60 })
    signIn()
    saveBookingDraft(item._id, days(3, 2))
    show({}, 'https://hire.test')
    fireEvent.click(await screen.findByRole('button', { name: 'Book now' }))
    // Embedded, the checkout runs in place; its first step offers the marketplace instead.
    const checkout = await screen.findByRole(
      'dialog',
      { name: 'Book this item' },
      { timeout: 5000 },
    )
    expect(goTo).not.toHaveBeenCalled()
    fireEvent.click(
      await within(checkout).findByRole('button', { name: 'Continue on the marketplace instead' }),
    )
    await vi.waitFor(() => expect(goTo).toHaveBeenCalled())
    $config.set(before)
    $partner.set(null)
    const href = new URL(goTo.mock.calls[0]?.[0])
    expect(href.origin + href.pathname).toBe('https://hire.test/equipments/item-1')
    expect(href.searchParams.get('handover')).toBe(code)
    expect(href.searchParams.get('start')).toBe(String(day(3)))
    expect(href.searchParams.get('partner')).toBe('demo-partner')
    expect(href.href).not.toContain('token')
  })

  describe('with days that cannot be booked', () => {
    afterEach(async () => {
      const { api } = await import('../../../shared/api/client.ts')
      vi.mocked(api.get).mockReset()
    })

    it('says dates from the search include a day that cannot be booked, with no price or Book now', async () => {
      const { api } = await import('../../../shared/api/client.ts')
      vi.mocked(api.get).mockImplementation(async (path: string) =>
        path === '/items/item-1/unavailable-dates' ? { dates: [dayKey(day(5))] } : {},
      )
      history.replaceState(
        null,
        '',
        `/equipments/item-1?item=item-1&start=${day(5)}&end=${day(7)}&count=1`,
      )
      show()
      expect((await screen.findByRole('alert')).textContent).toBe(
        'This item is not available for the selected dates.',
      )
      expect(vi.mocked(api.get)).toHaveBeenCalledWith('/items/item-1/unavailable-dates', {
        query: {
          from: dayKey(day(5)),
          to: dayKey(day(7)),
          zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
      })
      expect(within(panel()).getByText('Choose other dates to see the price.')).toBeTruthy()
      expect(lines()).toEqual([])
      expect(panel().querySelector('[aria-current="true"]')).toBeNull()
      const action = screen.getByRole('button', { name: 'Book now' }) as HTMLButtonElement
      expect(action.disabled).toBe(true)
      fireEvent.click(action)
      expect(goTo).not.toHaveBeenCalled()
      expect(readRequestItem()).toBeNull()
    })

    it('prices the days only once they are known free, and waits for that answer on Book now', async () => {
      const { api } = await import('../../../shared/api/client.ts')
      let answer: (dates: string[]) => void = () => {}
      vi.mocked(api.get).mockImplementation(
        (path: string) =>
          new Promise((resolve) => {
            if (path !== '/items/item-1/unavailable-dates') return resolve({})
            answer = (dates) => resolve({ dates })
          }),
      )
      saveBookingDraft(item._id, days(2, 3))
      show()
      expect(await within(panel()).findByText('Checking these dates…')).toBeTruthy()
      expect(lines()).toEqual([])
      fireEvent.click(screen.getByRole('button', { name: 'Book now' }))
      await vi.waitFor(() => expect(vi.mocked(api.get)).toHaveBeenCalled())
      await act(async () => answer([dayKey(day(3))]))
      expect((await screen.findByRole('alert')).textContent).toBe(
        'This item is not available for the selected dates.',
      )
      expect(goTo).not.toHaveBeenCalled()
      expect(readRequestItem()).toBeNull()
    })
  })

  it('picks up a choice handed over in the query', async () => {
    history.replaceState(
      null,
      '',
      `/equipments/item-1?item=item-1&start=${day(5)}&end=${day(5)}&from=540&to=720&count=2`,
    )
    // An hourly item: three hours are within its limits.
    show({
      price: [...item.price, { amount: 12, type: 4 }],
      minimumHireDuration: { value: 1, type: 4 },
    })
    expect(await screen.findByText('Hire (3 hours × $12.00 × 2 units)')).toBeTruthy()
    expect((screen.getByLabelText('Pick-up time') as HTMLSelectElement).value).toBe('540')
    expect((screen.getByLabelText('Return time') as HTMLSelectElement).value).toBe('720')
  })
})
