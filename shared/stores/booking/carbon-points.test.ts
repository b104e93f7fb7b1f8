import { cleanStores } from 'nanostores'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const { get, post } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(async () => ({})) }))
vi.mock('../../api/client.ts', () => ({ api: { get, post }, bindSession: () => {} }))

const { $session } = await import('../core/session.ts')
const { $carbonPoints, chartSlices } = await import('./carbon-points.ts')

const answer = (totalCarbon: number) => ({
  totalCarbon,
  data: [
    { _id: 'a', name: 'Camping', co2Save: totalCarbon },
    { _id: 'b', name: 'Snow', co2Save: 0 },
  ],
})

beforeEach(() => {
  get.mockReset()
  $session.set({ accessToken: 'first', isGuestUser: '0' })
  $carbonPoints.set({ status: 'idle' })
})
afterEach(() => cleanStores($carbonPoints))

describe('$carbonPoints', () => {
  it('loads when first watched and keeps only categories with points', async () => {
    get.mockResolvedValue(answer(7))
    const stop = $carbonPoints.listen(() => {})
    await vi.waitFor(() => expect($carbonPoints.get().status).toBe('ready'))
    expect($carbonPoints.get()).toEqual({
      status: 'ready',
      total: 7,
      categories: [{ name: 'Camping', points: 7 }],
    })
    stop()
  })

  it('loads again for another signed-in user, never showing the previous one’s points', async () => {
    get.mockResolvedValueOnce(answer(7)).mockResolvedValueOnce(answer(3))
    const stop = $carbonPoints.listen(() => {})
    await vi.waitFor(() => expect($carbonPoints.get().status).toBe('ready'))
    $session.set({ accessToken: 'second', isGuestUser: '0' })
    await vi.waitFor(() => expect($carbonPoints.get()).toMatchObject({ total: 3 }))
    expect(get).toHaveBeenCalledTimes(2)
    stop()
  })
})

describe('chartSlices', () => {
  const entry = (name: string, points: number) => ({ name, points })
  it('keeps up to four categories, largest first', () => {
    expect(chartSlices([entry('a', 1), entry('b', 3), entry('c', 0)])).toEqual([
      entry('b', 3),
      entry('a', 1),
    ])
  })
  it('folds the rest into Other beyond four', () => {
    const five = [entry('a', 5), entry('b', 4), entry('c', 3), entry('d', 2), entry('e', 1)]
    expect(chartSlices(five)).toEqual([
      entry('a', 5),
      entry('b', 4),
      entry('c', 3),
      entry('Other', 3),
    ])
  })
})
