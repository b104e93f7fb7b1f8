import { afterEach, describe, expect, it, vi } from 'vitest'

const get = vi.fn()
vi.mock('../../api/client.ts', () => ({
  api: { get: (...args: unknown[]) => get(...args) },
  bindSession: () => {},
}))

const { browserZone, unavailableDays, unavailableWithin } = await import('./unavailable-days.ts')

/** The browser says it is in `zone`, as Intl answers it. */
function browserIn(zone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone: zone }
  })
}

afterEach(() => {
  vi.restoreAllMocks()
  get.mockReset()
})

describe('unavailable days', () => {
  it("names the browser's own time zone, so the server cuts days at its midnights", async () => {
    browserIn('Australia/Sydney')
    get.mockResolvedValue({ dates: ['2026-12-05'], from: '2026-12-01', to: '2027-01-31' })
    expect(await unavailableDays('item-1', '2026-12-01', '2027-01-31')).toEqual(['2026-12-05'])
    expect(get).toHaveBeenCalledWith('/items/item-1/unavailable-dates', {
      query: { from: '2026-12-01', to: '2027-01-31', zone: 'Australia/Sydney' },
    })
  })

  it('sends its offset when the browser names no zone', () => {
    browserIn('')
    expect(browserZone()).toEqual({ offset: new Date().getTimezoneOffset() })
  })

  it("asks for a chosen range's local dates, in calls of at most 93 days", async () => {
    browserIn('UTC')
    get.mockImplementation(async (_path: string, { query }: { query: { from: string } }) => ({
      dates: query.from === '2026-12-05' ? ['2026-12-05'] : ['2027-03-08'],
    }))
    const start = new Date(2026, 11, 5).getTime()
    const short = await unavailableWithin('item-1', start, new Date(2026, 11, 7).getTime())
    expect(get).toHaveBeenLastCalledWith('/items/item-1/unavailable-dates', {
      query: { from: '2026-12-05', to: '2026-12-07', zone: 'UTC' },
    })
    expect(short).toEqual(['2026-12-05'])

    get.mockClear()
    const long = await unavailableWithin('item-1', start, new Date(2027, 2, 10).getTime())
    expect(get.mock.calls.map(([, options]) => options.query)).toEqual([
      { from: '2026-12-05', to: '2027-03-07', zone: 'UTC' },
      { from: '2027-03-08', to: '2027-03-10', zone: 'UTC' },
    ])
    expect(long).toEqual(['2026-12-05', '2027-03-08'])
  })
})
