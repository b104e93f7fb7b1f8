import { expect, test } from '@playwright/test'
import { marketplaceUrl, partnerUrl } from '../../playwright.config.ts'
import { expectAccessible } from './helpers.ts'

test.describe('a partner page embedding the bundle with one script tag', () => {
  test('every element in the manifest loads and defines itself', async ({ page }) => {
    const failures: string[] = []
    page.on('pageerror', (error) => failures.push(error.message))
    await page.goto(partnerUrl)
    const manifest = (await (
      await page.request.get(`${marketplaceUrl}/widgets/custom-elements.json`)
    ).json()) as { modules: { declarations?: { tagName?: string }[] }[] }
    const tags = manifest.modules.flatMap((module) =>
      (module.declarations ?? []).flatMap((declaration) =>
        declaration.tagName ? [declaration.tagName] : [],
      ),
    )
    expect(tags).toEqual(expect.arrayContaining(['hire-console', 'hire-inbox', 'hire-search']))
    // Each tag added to the page makes the loader fetch its chunk; a chunk the bundler broke
    // (a facade exporting an undefined name) throws on import and the tag never defines.
    const defined = await page.evaluate(async (names) => {
      const outcomes = await Promise.all(
        names.map(async (name) => {
          const holder = document.createElement('div')
          holder.hidden = true
          holder.append(document.createElement(name))
          document.body.append(holder)
          const done = customElements.whenDefined(name).then(() => true)
          const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20_000))
          return [name, await Promise.race([done, late])] as const
        }),
      )
      return Object.fromEntries(outcomes)
    }, tags)
    expect(defined).toEqual(Object.fromEntries(tags.map((tag) => [tag, true])))
    expect(failures).toEqual([])
  })

  test('renders unaffected by the host CSS and works', async ({ page }) => {
    await page.goto(partnerUrl)
    const widget = page.locator('hire-search')
    await expect(widget.getByRole('button', { name: 'Explore' })).toBeVisible()
    // The host's hostile rules (dashed magenta borders, Courier, uppercase) stay outside.
    const input = widget.getByRole('combobox', { name: /activit/i })
    const style = await input.evaluate((element) => {
      const computed = getComputedStyle(element)
      return { border: computed.borderTopStyle, font: computed.fontFamily, size: computed.fontSize }
    })
    expect(style.border).not.toBe('dashed')
    expect(style.font).not.toMatch(/Courier/)
    expect(style.size).not.toBe('30px')
    const explore = await widget
      .getByRole('button', { name: 'Explore' })
      .evaluate((element) => getComputedStyle(element).textTransform)
    expect(explore).not.toBe('uppercase')

    await input.fill('kay')
    await expect(widget.getByRole('option', { name: /kayak/i }).first()).toBeVisible()
    await expectAccessible(page)
  })

  test("keeps its own type scale when the host shrinks the page's root font size", async ({
    page,
  }) => {
    await page.goto(partnerUrl)
    const root = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)
    expect(root).toBe('10px')
    const explore = page.locator('hire-search').getByRole('button', { name: 'Explore' })
    const box = await explore.evaluate((element) => ({
      font: Number.parseFloat(getComputedStyle(element).fontSize),
      padding: Number.parseFloat(getComputedStyle(element).paddingInlineStart),
    }))
    // 1.5rem of padding is 24px on a 16px widget root; on the host's 10px root it was 15px.
    expect(box.padding).toBe(24)
    expect(box.font).toBeGreaterThanOrEqual(14)
  })

  test('Explore tells the host and goes to the marketplace results', async ({ page }) => {
    await page.goto(partnerUrl)
    const widget = page.locator('hire-search')
    await widget.getByRole('button', { name: 'Explore' }).click()
    await page.waitForURL(`${marketplaceUrl}/search-result?**`)
    expect(new URL(page.url()).searchParams.get('limit')).toBe('10')
  })

  test('a host that cancels the event keeps the visitor on its page', async ({ page }) => {
    await page.goto(`${partnerUrl}/results`)
    await page.locator('hire-search').getByRole('button', { name: 'Explore' }).click()
    await expect(page).toHaveTitle('handled: 1')
    expect(page.url()).toBe(`${partnerUrl}/results`)
  })

  test('a forced sign-out leaves the host storage alone and does not reload', async ({ page }) => {
    await page.goto(partnerUrl)
    await expect(page.locator('hire-search').getByRole('button', { name: 'Explore' })).toBeVisible()
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('hire:accessToken')))
      .toBeTruthy()
    // A session the server no longer knows: the next signed call answers 401.
    await page.evaluate(() => localStorage.setItem('hire:accessToken', 'revoked-token'))
    await page.reload()
    const loadedAt = await page.evaluate(
      () => (window as unknown as { partnerPageLoadedAt: number }).partnerPageLoadedAt,
    )
    // The search bar's first signed call: the categories, asked for when Activities is first used.
    await page.locator('hire-search').getByRole('combobox', { name: 'Activities' }).focus()
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('hire:accessToken')))
      .not.toBe('revoked-token')
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('hire:accessToken')))
      .toBeTruthy()
    const host = await page.evaluate(() => ({
      cart: localStorage.getItem('partner:cart'),
      theme: localStorage.getItem('theme'),
      visit: sessionStorage.getItem('partner:visit'),
      loadedAt: (window as unknown as { partnerPageLoadedAt: number }).partnerPageLoadedAt,
    }))
    expect(host).toEqual({ cart: '["tour-42"]', theme: 'dark', visit: 'first', loadedAt })
    await expect(page.locator('hire-search').getByRole('button', { name: 'Explore' })).toBeVisible()
  })
})
