// @vitest-environment node
// (happy-dom's Response drops Set-Cookie; the site runs on Node's)
import { describe, expect, it } from 'vitest'
import { pageCache, type RenderedPage } from './page-cache.ts'

function clock() {
  let time = 1_000
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

/** Renders a page that prints its nonce in a script and in its policy, counting renders. */
function renderer(complete = true) {
  const state = { renders: 0, complete }
  const render =
    (nonce: string, title = 'Home') =>
    async (): Promise<RenderedPage> => {
      state.renders += 1
      const response = new Response(
        `<title>${title}</title><script nonce="${nonce}">go()</script>`,
        {
          status: 200,
          headers: { 'content-security-policy': `script-src 'self' 'nonce-${nonce}'` },
        },
      )
      return { response, shareable: () => state.complete }
    }
  return { state, render }
}

describe('pageCache', () => {
  it('serves the stored page with each request’s own nonce, in the HTML and the policy', async () => {
    const pages = pageCache({ freshMs: 5_000, maxEntries: 4, now: clock().now })
    const { state, render } = renderer()
    await pages.serve('/', 0, 'n1', render('n1'))
    const again = await pages.serve('/', 0, 'n2', render('n2'))
    expect(state.renders).toBe(1)
    expect(await again.text()).toBe('<title>Home</title><script nonce="n2">go()</script>')
    expect(again.headers.get('content-security-policy')).toBe("script-src 'self' 'nonce-n2'")
  })

  it('never stores a page with a failed section', async () => {
    const pages = pageCache({ freshMs: 5_000, maxEntries: 4, now: clock().now })
    const { state, render } = renderer(false)
    await pages.serve('/', 0, 'n1', render('n1'))
    await pages.serve('/', 0, 'n2', render('n2'))
    expect(state.renders).toBe(2)
    state.complete = true
    await pages.serve('/', 0, 'n3', render('n3'))
    await pages.serve('/', 0, 'n4', render('n4'))
    expect(state.renders).toBe(3)
  })

  it('stores no error page and no page that sets a cookie', async () => {
    const pages = pageCache({ freshMs: 5_000, maxEntries: 4, now: clock().now })
    let renders = 0
    const answer = (init: ResponseInit) => async () => {
      renders += 1
      return { response: new Response('x', init), shareable: () => true }
    }
    await pages.serve('/', 0, 'n1', answer({ status: 503 }))
    await pages.serve('/', 0, 'n2', answer({ status: 503 }))
    await pages.serve('/', 0, 'n3', answer({ headers: { 'set-cookie': 'a=b' } }))
    await pages.serve('/', 0, 'n4', answer({ headers: { 'set-cookie': 'a=b' } }))
    expect(renders).toBe(4)
  })

  it('renders again at once when the shared data changed (a new generation)', async () => {
    const pages = pageCache({ freshMs: 5_000, maxEntries: 4, now: clock().now })
    const { state, render } = renderer()
    await pages.serve('/', 0, 'n1', render('n1', 'Old'))
    const changed = await pages.serve('/', 1, 'n2', render('n2', 'New'))
    expect(state.renders).toBe(2)
    expect(await changed.text()).toContain('New')
    expect(await (await pages.serve('/', 1, 'n3', render('n3', 'Newer'))).text()).toContain('New')
  })

  it('after freshMs one request renders again while the others get the stored page', async () => {
    const time = clock()
    const pages = pageCache({ freshMs: 5_000, maxEntries: 4, now: time.now })
    const { state, render } = renderer()
    await pages.serve('/', 0, 'n1', render('n1', 'First'))
    time.advance(5_000)
    let finish: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      finish = resolve
    })
    const slow = pages.serve('/', 0, 'n2', async () => {
      await gate
      return render('n2', 'Second')()
    })
    const meanwhile = await pages.serve('/', 0, 'n3', render('n3', 'Third'))
    expect(await meanwhile.text()).toContain('First')
    finish()
    expect(await (await slow).text()).toContain('Second')
    expect(await (await pages.serve('/', 0, 'n4', render('n4'))).text()).toContain('Second')
    expect(state.renders).toBe(2)
  })

  it('concurrent first visitors share one render', async () => {
    const pages = pageCache({ freshMs: 5_000, maxEntries: 4, now: clock().now })
    const { state, render } = renderer()
    const [a, b] = await Promise.all([
      pages.serve('/', 0, 'a', render('a')),
      pages.serve('/', 0, 'b', render('b')),
    ])
    expect(state.renders).toBe(1)
    expect(await b.text()).toContain('nonce="b"')
    expect(await a.text()).toContain('nonce="a"')
  })
})
