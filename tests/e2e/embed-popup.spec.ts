/**
 * Popup, floating launcher, prefill and theme on a partner page at another origin with
 * aggressive global CSS (tests/e2e/partner/embed.html, served here on a free port of this
 * machine, so the page is a third origin of its own).
 */
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, type Page, test } from '@playwright/test'
import { marketplaceUrl } from '../../playwright.config.ts'
import { seedId } from '../../server/db/seed/ids.ts'
import { expectAccessible, localMidnight } from './helpers.ts'

const here = new URL('./partner/', import.meta.url).pathname
const root = new URL('../../', import.meta.url).pathname
const publicHeaders = {
  'x-api-key': 'sandbox',
  authorization: `Basic ${Buffer.from('sandbox:sandbox').toString('base64')}`,
}

let server: Server
let pageUrl = ''
/** the demo supplier's newest item, which the builder test picks by name */
let itemName = ''

function dayKey(days: number): string {
  const date = new Date(localMidnight(days))
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

test.beforeAll(async ({ request }) => {
  const supplier = seedId('user:demo-supplier')
  const list = await request.get(
    `${marketplaceUrl}/api/v1/items/recently-added-items?userId=${supplier}&limit=1`,
    { headers: publicHeaders },
  )
  const first = ((await list.json()).data as { list: { _id: string; itemName: string }[] }).list[0]
  const itemId = first?._id ?? ''
  itemName = first?.itemName ?? ''
  const files: Record<string, string> = {
    '/bootstrap.css': `${root}node_modules/bootstrap/dist/css/bootstrap.min.css`,
    '/hostile.css': `${here}hostile.css`,
  }
  server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://partner').pathname
    if (files[path]) {
      res.writeHead(200, { 'content-type': 'text/css' })
      return res.end(await readFile(files[path] as string))
    }
    if (path !== '/') return res.writeHead(404).end()
    const html = (await readFile(`${here}embed.html`, 'utf8'))
      .replaceAll('{{MARKETPLACE}}', marketplaceUrl)
      .replaceAll('{{DEMO_SUPPLIER}}', supplier)
      .replaceAll('{{ITEM_ID}}', itemId)
      .replaceAll('{{START}}', dayKey(3))
      .replaceAll('{{END}}', dayKey(4))
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
})

/** The element focused on the page, looking into shadow roots: [its tag, the popup holds it]. */
function focused(page: Page) {
  return page.evaluate(() => {
    let active = document.activeElement
    const inPopup = active?.localName === 'hire-popup'
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return { inPopup, id: active?.id ?? '', label: active?.getAttribute('aria-label') ?? '' }
  })
}

test('a data-hire-item button opens the item in an accessible modal popup', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto(pageUrl)
  const widthBefore = await page.evaluate(() => document.documentElement.clientWidth)
  await page.locator('#book').click()
  const dialog = page.getByRole('dialog', { name: 'Book the kayak' })
  await expect(dialog).toBeVisible({ timeout: 30_000 })
  await expect(dialog.locator('hire-item').getByRole('heading', { level: 1 })).toBeVisible({
    timeout: 30_000,
  })
  // Scroll locked without the page moving sideways.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
    'hidden',
  )
  expect(await page.evaluate(() => document.documentElement.clientWidth)).toBe(widthBefore)
  await expect.poll(() => focused(page)).toMatchObject({ inPopup: true, label: 'Close' })

  // Tab and Shift+Tab cycle inside: back from the first control to the last, and on round.
  await page.keyboard.press('Shift+Tab')
  await expect.poll(() => focused(page)).toMatchObject({ inPopup: true })
  expect((await focused(page)).label).not.toBe('Close')
  await page.keyboard.press('Tab')
  await expect.poll(() => focused(page)).toMatchObject({ inPopup: true, label: 'Close' })
  for (let step = 0; step < 6; step++) {
    await page.keyboard.press('Tab')
    expect((await focused(page)).inPopup).toBe(true)
  }
  // The partner's own buttons are theirs to fix; ours are checked.
  await expectAccessible(page, 'hire-popup')

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect.poll(() => focused(page)).toMatchObject({ inPopup: false, id: 'book' })
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
    'hidden',
  )
  // Closing popped the entry the popup added: the page's own entry is current again.
  const popupEntry = () =>
    page.evaluate(() => (history.state as { hirePopup?: string } | null)?.hirePopup ?? null)
  await expect.poll(popupEntry).toBeNull()

  // Back closes the popup, without leaving the page.
  const address = page.url()
  const length = await page.evaluate(() => history.length)
  await page.locator('#book').click()
  await expect(dialog).toBeVisible({ timeout: 30_000 })
  await expect.poll(popupEntry).not.toBeNull()
  await page.evaluate(() => history.back())
  await expect(dialog).toBeHidden()
  expect(page.url()).toBe(address)
  await expect.poll(popupEntry).toBeNull()
  await expect.poll(() => focused(page)).toMatchObject({ inPopup: false, id: 'book' })
  // Opening again reuses the slot after the page's entry: history does not grow.
  await page.locator('#book').click()
  await expect(dialog).toBeVisible({ timeout: 30_000 })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(await page.evaluate(() => history.length)).toBe(length)

  // Closed and opened again at once (in one task): the first popup's Back, which the browser
  // carries out later, must not close the second one, and Back still closes that.
  await page.locator('#book').click()
  await expect(dialog).toBeVisible({ timeout: 30_000 })
  await expect.poll(popupEntry).not.toBeNull()
  const pops = () => page.evaluate(() => (window as unknown as { pops: number }).pops)
  await page.evaluate(() => {
    const w = window as unknown as { pops: number }
    w.pops = 0
    addEventListener('popstate', () => {
      w.pops += 1
    })
    document.querySelector('hire-popup')?.shadowRoot?.querySelector<HTMLElement>('.close')?.click()
    document.querySelector<HTMLElement>('#book')?.click()
  })
  await expect.poll(pops).toBe(1)
  await expect(dialog).toBeVisible()
  await expect.poll(popupEntry).not.toBeNull()
  await page.evaluate(() => history.back())
  await expect(dialog).toBeHidden()
  await expect.poll(popupEntry).toBeNull()
  expect(await pops()).toBe(2)
  expect(await page.evaluate(() => history.length)).toBe(length)
})

test('the floating launcher opens the popup and stays in view on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto(pageUrl)
  const launcher = page.locator('hire-launcher').getByRole('button', { name: 'Book a kayak' })
  await expect(launcher).toBeVisible()
  const box = await launcher.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= 375 && box.y + box.height <= 740).toBe(true)
  await launcher.click()
  const dialog = page.getByRole('dialog', { name: 'Book a kayak' })
  await expect(dialog).toBeVisible({ timeout: 30_000 })
  const size = await dialog.boundingBox()
  expect(size && size.width <= 375).toBe(true)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(launcher).toBeFocused()
})

test('prefill attributes fill the search fields, and bad values only raise hire-error', async ({
  page,
}) => {
  await page.goto(pageUrl)
  const search = page.locator('#prefilled')
  await expect(search.getByRole('combobox', { name: /activit/i })).toHaveValue('Kayaking', {
    timeout: 30_000,
  })
  await expect(search.getByRole('combobox', { name: /destination/i })).toHaveValue(/Byron Bay/)
  await expect(search.locator('[part~="field-dates"]')).toContainText('10 Jan')
  await expect(search.locator('[part~="field-dates"]')).toContainText('12 Jan')

  await page.evaluate(() =>
    document.querySelector('#prefilled')?.setAttribute('start-date', 'soon'),
  )
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { hireErrors: unknown[] }).hireErrors))
    .toContainEqual(expect.objectContaining({ tag: 'hire-search', attribute: 'start-date' }))
  await expect(search.getByRole('button', { name: 'Explore' })).toBeVisible()
})

test('the dark theme passes axe, in place and in a popup', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto(pageUrl)
  const dark = page.locator('#dark')
  await expect(dark.getByRole('button', { name: 'Explore' })).toBeVisible({ timeout: 30_000 })
  const surface = await dark.evaluate((element) => getComputedStyle(element).backgroundColor)
  expect(surface).toBe('rgb(21, 25, 30)')
  await expectAccessible(page, '#dark')
  await page.locator('#book-dark').click()
  const dialog = page.getByRole('dialog', { name: 'Book' })
  await expect(dialog.locator('hire-item').getByRole('heading', { level: 1 })).toBeVisible({
    timeout: 30_000,
  })
  await expectAccessible(page, 'hire-popup')
})

test("the host page's text styles do not reach our labels", async ({ page }) => {
  await page.goto(pageUrl)
  const explore = page.locator('#prefilled').getByRole('button', { name: 'Explore' })
  await expect(explore).toBeVisible({ timeout: 30_000 })
  const label = page.locator('#prefilled').locator('label').first()
  const styles = await label.evaluate((element) => {
    const computed = getComputedStyle(element)
    return {
      font: computed.fontFamily,
      spacing: computed.letterSpacing,
      words: computed.wordSpacing,
      transform: computed.textTransform,
      style: computed.fontStyle,
    }
  })
  // The page sets 3px letter and 6px word spacing, uppercase, italic and Courier.
  expect(styles.font).not.toMatch(/Courier/)
  expect(styles.spacing).not.toBe('3px')
  expect(styles).toMatchObject({ words: '0px', transform: 'none', style: 'normal' })
})

test('the snippet builder at /embed writes the code, previews the real widget and copies it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const supplier = seedId('user:demo-supplier')
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(`/embed?supplier=${supplier}`)
  const code = page.getByRole('textbox', { name: 'Your code' })
  await expect(code).toHaveValue(new RegExp(`<hire-listings supplier-id="${supplier}">`))
  const preview = page.getByTestId('embed-preview')
  await expect(preview.locator('hire-listings').getByRole('list').first()).toBeVisible({
    timeout: 30_000,
  })

  await page.getByRole('radio', { name: 'In a popup, from a button' }).check()
  await page.getByLabel('Theme').selectOption('dark')
  await page.getByLabel('Partner code').fill('COAST')
  await expect(code).toHaveValue(
    new RegExp(`data-hire-listings="${supplier}" data-hire-theme="dark" data-hire-partner="COAST"`),
  )
  await preview.getByRole('button', { name: 'Book now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Listings' })
  await expect(dialog).toBeVisible({ timeout: 30_000 })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Copy code' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('data-hire-listings')

  // An item widget: nothing to copy until an item is picked from search.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.getByRole('radio', { name: 'One item, with booking' }).check()
  const copy = page.getByRole('button', { name: 'Copy code' })
  await expect(copy).toBeDisabled()
  await expect(page.getByText('Choose an item to copy its code.')).toBeVisible()
  const picker = page.getByRole('combobox', { name: 'Item' })
  await picker.fill(itemName)
  const option = page.getByRole('option', { name: itemName }).first()
  await expect(option).toBeVisible({ timeout: 15_000 })
  await expectAccessible(page)
  await option.click()
  await expect(code).toHaveValue(/data-hire-item="[\w-]+"/)
  await expect(copy).toBeEnabled()

  // Dates from the range picker, inside their column.
  await page.getByRole('button', { name: /^Dates: Any dates$/ }).click()
  const calendar = page.getByRole('dialog', { name: 'Choose dates' })
  await expect(calendar).toBeVisible({ timeout: 15_000 })
  for (const day of [40, 42]) {
    const cell = calendar.locator(`[data-day="${dayKey(day)}"]`)
    while (!(await cell.isVisible()))
      await calendar.getByRole('button', { name: 'Next month' }).click()
    await cell.click()
  }
  await expect(calendar).toBeHidden()
  await expect(code).toHaveValue(
    new RegExp(`data-hire-start-date="${dayKey(40)}" data-hire-end-date="${dayKey(42)}"`),
  )
  // Every field stays inside the form's column (the old 'To' date input overflowed it).
  const overflowing = await page.evaluate(() => {
    const form = document.querySelector('.embed-builder .embed-form') as HTMLElement
    const right = form.getBoundingClientRect().right
    return [...form.querySelectorAll<HTMLElement>('input, select, button')]
      .filter((control) => control.getBoundingClientRect().right > right + 0.5)
      .map((control) => `${control.tagName} ${control.className} ${control.textContent ?? ''}`)
  })
  expect(overflowing).toEqual([])
})
