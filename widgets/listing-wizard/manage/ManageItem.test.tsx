import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OwnerItem } from '../../../shared/stores/listings/manage.ts'
import { callsTo, fakeApi, mountSession } from '../../../tests/fixtures/fake-client.ts'
import { item as detail, question, supplierId } from '../../../tests/fixtures/item.ts'

// The map engine stands in for maplibre: the test sees the markers it is given.
const engine = vi.hoisted(() => ({
  mountMap: vi.fn(),
  handle: { setMarkers: vi.fn(), setView: vi.fn(), remove: vi.fn() },
}))
vi.mock('../../ui/map/engine/maplibre-map.ts', () => ({ mountMap: engine.mountMap }))
const go = vi.hoisted(() => vi.fn())
vi.mock('../go.ts', () => ({ go }))

const { $session } = await import('../../../shared/stores/core/session.ts')
const { default: ManageItem } = await import('./ManageItem.tsx')

const owned: OwnerItem = {
  ...detail,
  pickUpLocation: {
    address: '106 The Corso, Manly NSW',
    city: 'Manly',
    state: 'NSW',
    latitude: -33.7977,
    longitude: 151.2868,
  },
  questions: { totalQuestion: 2, newQuestion: 1 },
  status: 'ACTIVE',
  unavailableToday: false,
  unavailablePeriod: null,
  ownTermsDoc: null,
  subCategoryId: null,
  tagIds: [],
}

/** Every observed element counts as on screen (happy-dom never lays out). */
class ShownObserver {
  callback: IntersectionObserverCallback
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback
  }
  observe(target: Element) {
    this.callback([{ target, isIntersecting: true }] as never, this as never)
  }
  disconnect() {}
}

const originalGetContext = HTMLCanvasElement.prototype.getContext
let unmountSession = () => {}

beforeEach(() => {
  unmountSession = mountSession()
  $session.set({
    accessToken: 'token',
    userType: 'INDIVIDUAL',
    isGuestUser: '0',
    userInfo: JSON.stringify({ _id: supplierId, firstName: 'Sam', lastName: 'Supplier' }),
  })
  fakeApi({
    'GET /items/item-1': (call) => ({
      ...owned,
      distance: call.query.latitude ? 3.44 : null,
    }),
    'GET /user/question-answer': () => ({
      list: [question('q1', null), question('q2', 'Yes, with paddles.')],
      total: 2,
    }),
  })
  engine.mountMap.mockReset()
  engine.mountMap.mockResolvedValue(engine.handle)
  vi.stubGlobal('IntersectionObserver', ShownObserver)
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0))
  // happy-dom has no WebGL; a stand-in context says the browser has it.
  HTMLCanvasElement.prototype.getContext = ((kind: string) =>
    kind.startsWith('webgl') ? ({ getExtension: () => null } as never) : null) as never
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  HTMLCanvasElement.prototype.getContext = originalGetContext
  $session.set({})
  unmountSession()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  go.mockReset()
})

async function shown() {
  render(<ManageItem itemId="item-1" owner="test" />)
  return screen.findByRole('heading', { level: 2, name: owned.itemName })
}

describe('ManageItem', () => {
  it('shows the location once, with a map marking the pick-up point', async () => {
    await shown()
    expect(screen.getByText('106 The Corso, Manly NSW')).toBeTruthy()
    expect(document.body.textContent).not.toContain('Manly NSW, Manly')
    const map = screen.getByRole('region', { name: 'Map of Manly, NSW' })
    expect(within(map).getByRole('img', { name: /pick-up point marked/ })).toBeTruthy()

    fireEvent.click(within(map).getByRole('button', { name: 'Show interactive map' }))
    await waitFor(() => expect(engine.mountMap).toHaveBeenCalledTimes(1))
    const [, options] = engine.mountMap.mock.calls[0] ?? []
    expect(options).toMatchObject({
      centre: { lat: -33.7977, lng: 151.2868 },
      markers: [
        {
          latitude: -33.7977,
          longitude: 151.2868,
          label: `Pick-up point of ${owned.itemName}`,
        },
      ],
    })
  })

  it('says a paused period in words, not as raw YYYY-MM-DD dates', async () => {
    // A today before the period, which a listing shows only until it is over.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 29, 9) })
    fakeApi({
      'GET /items/item-1': () => ({
        ...owned,
        unavailablePeriod: { fromDate: '2026-12-24', toDate: '2026-12-27' },
      }),
      'GET /user/question-answer': () => ({ list: [], total: 0 }),
    })
    await shown()
    expect(screen.getByRole('status').textContent).toBe('Unavailable 24 Dec – 27 Dec')
  })

  it('says a duration without a maximum as a minimum', async () => {
    fakeApi({
      'GET /items/item-1': () => ({
        ...owned,
        minimumHireDuration: { type: 1, value: 1 },
        maximumHireDuration: null,
        isNoMaxHireDuration: true,
      }),
      'GET /user/question-answer': () => ({ list: [], total: 0 }),
    })
    await shown()
    expect(screen.getByText('Duration: 1 day or more')).toBeTruthy()
  })

  it('has the item’s questions widget, where the supplier answers and does not ask', async () => {
    await shown()
    const section = screen.getByRole('region', { name: 'Questions' })
    expect(within(section).getByText('2 questions about this item (1 waiting for your answer)'))
    expect(within(section).queryByRole('button', { name: 'Ask a question' })).toBeNull()
    fireEvent.click(within(section).getByRole('button', { name: 'Read questions (2)' }))
    const list = await screen.findByRole('list', { name: '2 questions' })
    expect(callsTo('GET /user/question-answer')[0]?.query).toMatchObject({ itemId: 'item-1' })
    expect(within(list).getByRole('button', { name: 'Answer' })).toBeTruthy()
  })

  it('shows the distance when the browser already shares the position, without asking', async () => {
    vi.spyOn(navigator, 'permissions', 'get').mockReturnValue({
      query: async () => ({ state: 'granted' }),
    } as never)
    vi.spyOn(navigator, 'geolocation', 'get').mockReturnValue({
      getCurrentPosition: (success: PositionCallback) =>
        success({ coords: { latitude: -33.8, longitude: 151.2 } } as GeolocationPosition),
    } as never)
    await shown()
    expect(callsTo('GET /items/item-1')[0]?.query).toEqual({
      latitude: '-33.8',
      longitude: '151.2',
    })
    expect(screen.getByText(/^3\.4 km away · /)).toBeTruthy()
  })

  it('shows no distance and makes no prompt when location is not allowed', async () => {
    const getCurrentPosition = vi.fn()
    vi.spyOn(navigator, 'permissions', 'get').mockReturnValue({
      query: async () => ({ state: 'prompt' }),
    } as never)
    vi.spyOn(navigator, 'geolocation', 'get').mockReturnValue({ getCurrentPosition } as never)
    await shown()
    expect(callsTo('GET /items/item-1')[0]?.query).toEqual({})
    expect(getCurrentPosition).not.toHaveBeenCalled()
    expect(screen.queryByText(/km away/)).toBeNull()
  })
})
