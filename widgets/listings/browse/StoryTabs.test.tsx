import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { renderToString } from 'preact-render-to-string'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { storyPage } from '../../../tests/fixtures/browse.ts'

const { get } = vi.hoisted(() => ({
  get: vi.fn(async (..._args: unknown[]): Promise<unknown> => ({ list: [], total: 0 })),
}))
vi.mock('../../../shared/api/client.ts', () => ({
  api: { get, post: vi.fn(async () => ({})) },
  bindSession: () => {},
}))

const { StoryTabs } = await import('./StoryTabs.tsx')

const tab = (name: string) => screen.getByRole('tab', { name })
const stories = () => screen.queryAllByRole('heading', { level: 2 })

beforeEach(() => {
  get.mockReset()
  window.history.replaceState(null, '', '/stories')
})
afterEach(() => cleanup())

describe('StoryTabs', () => {
  it('renders the tabs as links and the first page on the server', () => {
    const html = renderToString(<StoryTabs tab="POPULAR" initial={storyPage(1, 9, 12)} />)
    expect(html).toContain('href="/stories?tab=NEW"')
    expect(html.match(/<h2/g)).toHaveLength(9)
    expect(html).toMatch(/aria-selected="true"[^>]*>Popular</)
  })

  it('marks the chosen tab and labels the panel with it', () => {
    render(<StoryTabs tab="FOR_YOU" initial={storyPage(1, 3, 3)} />)
    expect(screen.getAllByRole('tab').map((entry) => entry.textContent)).toEqual([
      'For you',
      'Popular',
      'New',
      'Our pick',
    ])
    expect(tab('For you').getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel', { name: 'For you' })).toBeTruthy()
    expect(stories()).toHaveLength(3)
    expect(get).not.toHaveBeenCalled()
  })

  it('arrow keys, Home and End move between tabs and choose them', async () => {
    get.mockResolvedValue(storyPage(20, 2, 2))
    render(<StoryTabs tab="FOR_YOU" initial={storyPage(1, 3, 3)} />)
    await waitFor(() => expect(tab('For you').getAttribute('tabindex')).toBe('0'))
    expect(tab('Popular').getAttribute('tabindex')).toBe('-1')
    tab('For you').focus()
    fireEvent.keyDown(tab('For you'), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tab('Popular'))
    expect(tab('Popular').getAttribute('aria-selected')).toBe('true')
    expect(tab('Popular').getAttribute('tabindex')).toBe('0')
    expect(get).toHaveBeenLastCalledWith('/user/adventure/stories', {
      query: { storyType: 'POPULAR', pageNo: 1, limit: 9 },
    })
    expect(window.location.search).toBe('?tab=POPULAR')
    fireEvent.keyDown(tab('Popular'), { key: 'End' })
    expect(document.activeElement).toBe(tab('Our pick'))
    fireEvent.keyDown(tab('Our pick'), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tab('For you'))
    fireEvent.keyDown(tab('For you'), { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(tab('Our pick'))
    fireEvent.keyDown(tab('Our pick'), { key: 'Home' })
    expect(document.activeElement).toBe(tab('For you'))
  })

  it('a new tab starts again from page 1 with an empty list', async () => {
    let answer: (value: unknown) => void = () => {}
    get.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    render(<StoryTabs tab="FOR_YOU" initial={storyPage(1, 9, 20)} />)
    fireEvent.click(tab('New'))
    expect(stories()).toHaveLength(0)
    answer(storyPage(40, 1, 1))
    await waitFor(() => expect(stories()).toHaveLength(1))
    expect(screen.getByRole('heading', { name: 'Story 40' })).toBeTruthy()
  })

  it("says 'Coming soon...' for a tab without stories", async () => {
    get.mockResolvedValueOnce({ list: [], total: 0 })
    render(<StoryTabs tab="FOR_YOU" initial={storyPage(1, 2, 2)} />)
    fireEvent.click(tab('Our pick'))
    expect(await screen.findByText('Coming soon...')).toBeTruthy()
  })

  it('loads 9 more stories at a time', async () => {
    get.mockResolvedValueOnce(storyPage(10, 3, 12))
    render(<StoryTabs tab="NEW" initial={storyPage(1, 9, 12)} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(stories()).toHaveLength(12))
    expect(get).toHaveBeenCalledWith('/user/adventure/stories', {
      query: { storyType: 'NEW', pageNo: 2, limit: 9 },
    })
  })
})
