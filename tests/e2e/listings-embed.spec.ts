import { expect, type Page, test } from '@playwright/test'
import { marketplaceUrl, partnerUrl } from '../../playwright.config.ts'
import { seedId } from '../../server/db/seed/ids.ts'
import { expectAccessible } from './helpers.ts'

const publicHeaders = {
  'x-api-key': 'sandbox',
  authorization: `Basic ${Buffer.from('sandbox:sandbox').toString('base64')}`,
  platform: '3',
  timezone: '0',
}
const demoSupplier = seedId('user:demo-supplier')
const listingsPage = `${partnerUrl}/listings`

interface PartnerEvent {
  name: string
  target: string
  detail: Record<string, unknown>
}
const partnerEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { partnerEvents: PartnerEvent[] }).partnerEvents)

/** Where focus really is: through shadow roots, as a short description. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement
    const path: string[] = []
    while (active) {
      path.push(active.localName)
      const inner: Element | null | undefined = active.shadowRoot?.activeElement
      if (!inner) break
      active = inner
    }
    const label =
      active?.getAttribute('aria-label') ?? active?.textContent?.trim().slice(0, 40) ?? ''
    return { path: path.join(' > '), label }
  })

test.describe('hire-listings embedded on a partner page', () => {
  test("shows the supplier's cards, pages with Load more, and ignores the host's CSS", async ({
    page,
    request,
  }) => {
    const response = await request.get(
      `/api/v1/items/recently-added-items?userId=${demoSupplier}&limit=1`,
      { headers: publicHeaders },
    )
    const total = ((await response.json()).data as { total: number }).total
    expect(total, 'the demo supplier needs more than one page of 3').toBeGreaterThan(3)

    await page.goto(listingsPage)
    const supplier = page.locator('#supplier')
    const cards = supplier.locator('[part="card"]')
    await expect(cards).toHaveCount(3)
    const firstLink = cards.first().getByRole('link')
    await expect(firstLink).toHaveAttribute(
      'href',
      new RegExp(`^${marketplaceUrl}/equipments/[\\w-]+$`),
    )

    // Hostile host rules (inline lists, Courier, dashed magenta buttons, 10px rem) stay out.
    const look = await supplier.locator('[part="grid"]').evaluate((grid) => {
      const card = grid.querySelector('li') as HTMLElement
      const name = grid.querySelector('.item-card__name a') as HTMLElement
      return {
        grid: getComputedStyle(grid).display,
        card: getComputedStyle(card).display,
        font: getComputedStyle(name).fontFamily,
        width: card.getBoundingClientRect().width,
      }
    })
    expect(look.grid).toBe('grid')
    expect(look.card).toBe('block')
    expect(look.font).not.toMatch(/Courier/)
    expect(look.width).toBeGreaterThan(150)
    const more = supplier.getByRole('button', { name: 'Load more' })
    const button = await more.evaluate((element) => getComputedStyle(element).borderTopStyle)
    expect(button).not.toBe('dashed')

    await more.click()
    await expect(cards).toHaveCount(Math.min(6, total))
    await expectAccessible(page)

    const events = await partnerEvents(page)
    expect(events).toContainEqual({
      name: 'hire-ready',
      target: 'supplier',
      detail: { tag: 'hire-listings' },
    })
    expect(events.filter((event) => event.name === 'hire-error')).toEqual([])
  })

  test('with open-inline a card opens the item in a dialog on the partner page', async ({
    page,
  }) => {
    await page.goto(listingsPage)
    const supplier = page.locator('#supplier')
    const link = supplier.locator('[part="card"]').first().getByRole('link')
    const name = (await link.textContent())?.trim() ?? ''
    expect(name).not.toBe('')
    await link.click()

    const dialog = supplier.getByRole('dialog', { name })
    await expect(dialog).toBeVisible()
    // The item renders as <hire-item>, loaded although its tag sits in our shadow root.
    await expect(dialog.locator('hire-item').getByRole('heading', { level: 1 })).toHaveText(name)
    expect(page.url()).toBe(listingsPage)
    const opened = (await partnerEvents(page)).filter((event) => event.name === 'hire-item-open')
    expect(opened).toHaveLength(1)
    expect(opened[0]?.detail.itemId).toEqual(expect.any(String))

    // Focus starts on Close, Tab goes into the item, Shift+Tab wraps from Close to its end.
    await expect.poll(async () => (await focused(page)).label).toBe('Close')
    await page.keyboard.press('Tab')
    await expect.poll(async () => (await focused(page)).path).toContain('hire-item')
    await page.keyboard.press('Shift+Tab')
    await expect.poll(async () => (await focused(page)).label).toBe('Close')
    await page.keyboard.press('Shift+Tab')
    await expect.poll(async () => (await focused(page)).path).toContain('hire-item')
    await page.keyboard.press('Tab')
    await expect.poll(async () => (await focused(page)).label).toBe('Close')

    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect.poll(async () => (await focused(page)).label).toBe(name)
  })

  test('a host that cancels hire-item-open keeps the widget from opening the item', async ({
    page,
  }) => {
    await page.goto(listingsPage)
    await page.evaluate(() =>
      document.addEventListener('hire-item-open', (event) => event.preventDefault()),
    )
    const supplier = page.locator('#supplier')
    await supplier.locator('[part="card"]').first().getByRole('link').click()
    await expect.poll(async () => (await partnerEvents(page)).length).toBeGreaterThan(0)
    await expect(supplier.getByRole('dialog')).toHaveCount(0)
    expect(page.url()).toBe(listingsPage)
  })

  test('without open-inline a card opens the item on the marketplace in the same tab', async ({
    page,
  }) => {
    await page.goto(listingsPage)
    const nearby = page.locator('#nearby')
    const cards = nearby.locator('[part="card"]')
    await expect(cards).toHaveCount(4)
    const href = await cards.first().getByRole('link').getAttribute('href')
    await cards.first().getByRole('link').click()
    await page.waitForURL(`${marketplaceUrl}/equipments/**`)
    expect(page.url()).toBe(href)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('an attribute it cannot use is reported to the host and explained', async ({ page }) => {
    await page.goto(listingsPage)
    await page.evaluate(() => {
      const element = document.createElement('hire-listings')
      element.id = 'broken'
      element.setAttribute('supplier-id', 'sam')
      document.querySelector('main')?.append(element)
    })
    const broken = page.locator('#broken')
    await expect(broken.locator('[part="error"]')).toHaveText(
      'The supplier-id attribute of <hire-listings> is not a valid id.',
    )
    const errors = (await partnerEvents(page)).filter((event) => event.name === 'hire-error')
    expect(errors).toEqual([
      {
        name: 'hire-error',
        target: 'broken',
        detail: {
          tag: 'hire-listings',
          attribute: 'supplier-id',
          message: 'The supplier-id attribute of <hire-listings> is not a valid id.',
        },
      },
    ])
  })
})
