/**
 * Cards on /payment-detail and /item/add-card, through the sandbox payments provider: the
 * demo hirer adds the succeeding test card, is refused the declining one with the spec's
 * message, edits a card's name and expiry, deletes one, and sees referral credits.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import dayjs from 'dayjs'
import { type ApiSession, signInAsHirer } from './account-session.ts'
import { clientHeaders, uniqueEmail } from './accounts-support.ts'
import { expectAccessible } from './helpers.ts'

const declined = 'Issue in adding the card please try with valid card detail.'
const headers = { ...clientHeaders, platform: '3', timezone: '0' }
const yy = (years: number) => String((new Date().getFullYear() + years) % 100).padStart(2, '0')

interface SavedCard {
  id: string
  name: string
  last4: string
}

async function call<T>(
  request: APIRequestContext,
  method: string,
  path: string,
  options: { token?: string; data?: unknown } = {},
): Promise<T> {
  const response = await request.fetch(`/api/v1${path}`, {
    method,
    headers: options.token ? { ...headers, authorization: `Bearer ${options.token}` } : headers,
    ...(options.data === undefined ? {} : { data: options.data }),
  })
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true)
  return (await response.json()).data as T
}

/** Saves a 4242 card named `name` the way the form does: tokenise, then POST /user/card. */
async function saveCard(request: APIRequestContext, session: ApiSession, name: string) {
  const { token } = await call<{ token: string }>(request, 'POST', '/sandbox/tokens', {
    data: {
      number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: 2000 + Number(yy(3)),
      cvc: '123',
      name,
    },
  })
  return call<SavedCard>(request, 'POST', '/user/card', {
    token: session.accessToken,
    data: { token },
  })
}

async function savedCards(request: APIRequestContext, session: ApiSession) {
  const data = await call<{ cardsList: SavedCard[] }>(request, 'GET', '/user/cards', {
    token: session.accessToken,
  })
  return data.cardsList
}

async function removeCards(request: APIRequestContext, session: ApiSession, keep: string[]) {
  for (const card of await savedCards(request, session)) {
    if (!keep.includes(card.id)) {
      await call(request, 'DELETE', `/user/card/${card.id}`, { token: session.accessToken })
    }
  }
}

async function fillCard(scope: Page | Locator, number: string) {
  await scope.getByLabel('Name on card').fill('Harriet Hirer')
  await scope.getByLabel('Card number').pressSequentially(number)
  // Typed digit by digit: the slash appears by itself.
  await scope.getByLabel('Expiry date (MM/YY)').pressSequentially(`12${yy(2)}`)
  await expect(scope.getByLabel('Expiry date (MM/YY)')).toHaveValue(`12/${yy(2)}`)
  await scope.getByLabel('CVC').fill('123')
}

function cardItem(page: Page, text: string): Locator {
  return page.getByRole('listitem').filter({ hasText: text })
}

let session: ApiSession
let seeded: string[] = []

test.beforeEach(async ({ page }) => {
  session = await signInAsHirer(page)
  seeded = (await savedCards(page.request, session)).map((card) => card.id)
})

test.afterEach(async ({ page }) => {
  await removeCards(page.request, session, seeded)
})

test('the demo hirer adds 4242 4242 4242 4242 and sees it by its last four digits', async ({
  page,
}) => {
  await page.goto('/payment-detail')
  await expect(page.getByRole('heading', { name: 'Payment details', level: 1 })).toBeVisible()
  const menu = page.getByRole('navigation', { name: 'Account settings' })
  await expect(menu.getByRole('link')).toHaveText([
    'Personal information',
    'Bank Details',
    'Notification settings',
  ])
  await expect(menu.getByRole('link', { name: 'Bank Details' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByText('Visa ending in 4242')).toHaveCount(seeded.length)
  await page.waitForLoadState('networkidle')
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Add card' }).click()
  await expect(page.getByRole('heading', { name: 'Add card' })).toBeFocused()
  await expect(page).toHaveURL(/#add-card$/)
  await fillCard(page, '4242424242424242')
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Add card' }).click()

  await expect(page.getByRole('status').getByText('Card added.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your cards' })).toBeVisible()
  const added = cardItem(page, 'Just added')
  await expect(added.getByText('Visa ending in 4242')).toBeVisible()
  await expect(page.getByText('Visa ending in 4242')).toHaveCount(seeded.length + 1)
  expect(await savedCards(page.request, session)).toHaveLength(seeded.length + 1)
})

test('the declining test card is refused with the spec message', async ({ page }) => {
  await page.goto('/payment-detail#add-card')
  await fillCard(page, '4000000000000002')
  await page.getByRole('button', { name: 'Add card' }).click()
  await expect(page.getByRole('alert').filter({ hasText: declined })).toBeVisible()
  await expect(page.getByLabel('Name on card')).toHaveValue('Harriet Hirer')
  expect(await savedCards(page.request, session)).toHaveLength(seeded.length)
})

test('a wrong card number is caught before anything is sent', async ({ page }) => {
  let tokenised = false
  page.on('request', (request) => {
    if (request.url().includes('/sandbox/tokens')) tokenised = true
  })
  await page.goto('/payment-detail#add-card')
  await fillCard(page, '4242424242424241')
  await page.getByRole('button', { name: 'Add card' }).click()
  const number = page.getByLabel('Card number')
  await expect(number).toHaveAttribute('aria-invalid', 'true')
  await expect(number).toHaveAccessibleDescription('Please enter a valid card number.')
  await expect(number).toBeFocused()
  expect(tokenised).toBe(false)
})

test('edits a card: name and expiry, a bad expiry refused', async ({ page }) => {
  await saveCard(page.request, session, 'Edit Me')
  await page.goto('/payment-detail')
  const item = cardItem(page, 'Edit Me')
  const menuButton = item.getByRole('button', { name: 'Options for Visa ending in 4242' })
  await menuButton.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Edit card' })).toBeFocused()
  await expectAccessible(page)
  await page.keyboard.press('Enter')

  const dialog = page.getByRole('dialog', { name: 'Edit card' })
  await expect(dialog.getByLabel('Card number')).toHaveAttribute('readonly', '')
  await expect(dialog.getByLabel('CVC')).toHaveAttribute('readonly', '')
  const expiry = dialog.getByLabel('Expiry date (MM/YY)')
  await expiry.fill('')
  await expiry.pressSequentially(`13${yy(3)}`)
  await expect(expiry).toHaveValue(`13/${yy(3)}`)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(expiry).toHaveAccessibleDescription('Please Enter valid expiry date')
  await expect(expiry).toBeFocused()
  await expectAccessible(page)

  await expiry.fill(`11/${yy(4)}`)
  await dialog.getByLabel('Name on card').fill('Edited Name')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(cardItem(page, 'Edited Name')).toContainText(`Expires 11/${yy(4)}`)
  const cards = await savedCards(page.request, session)
  expect(cards.find((card) => card.name === 'Edited Name')).toMatchObject({ last4: '4242' })
})

test('deletes a card after confirming', async ({ page }) => {
  await saveCard(page.request, session, 'Delete Me')
  await page.goto('/payment-detail')
  await cardItem(page, 'Delete Me')
    .getByRole('button', { name: /^Options for/ })
    .click()
  await page.getByRole('menuitem', { name: 'Delete card' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete card' })
  await expect(confirm).toContainText('Delete the card ending in 4242?')
  await confirm.getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByRole('status').getByText('Card deleted.')).toBeVisible()
  await expect(cardItem(page, 'Delete Me')).toHaveCount(0)
  expect((await savedCards(page.request, session)).map((card) => card.name)).not.toContain(
    'Delete Me',
  )
})

test('credits show as $X for next 1 rent with their expiry, and Get more credit invites', async ({
  page,
}) => {
  // A friend signs up with the hirer's code: the hirer earns a $20 credit.
  await call(page.request, 'POST', '/user/register', {
    data: {
      email: uniqueEmail('cards-friend'),
      password: 'Password1',
      userType: 'INDIVIDUAL',
      otherUserReferralCode: session.user.referralCode,
    },
  })
  const referral = await call<{
    list: { expiresAt: string; isExpired: boolean; isUsed?: boolean }[]
  }>(page.request, 'GET', '/user/referral?limit=50', { token: session.accessToken })
  const newest = referral.list[0]
  if (!newest) throw new Error('no credit was granted')
  await page.goto('/payment-detail')
  const credits = page.getByRole('region', { name: 'Credits and discounts' })
  await expect(credits.getByText('$20 for next 1 rent').first()).toBeVisible()
  await expect(
    credits.getByText(`Expires ${dayjs(newest.expiresAt).format('DD MMM. YYYY')}`).first(),
  ).toBeVisible()
  await expect(credits.getByRole('link', { name: 'Get more credit' })).toHaveAttribute(
    'href',
    `/invite-friend/${session.user._id}`,
  )
})

test('/item/add-card shows the item and returns to the page it came from with the card', async ({
  page,
}) => {
  const items = await call<{ list: { _id: string; itemName: string }[] }>(
    page.request,
    'GET',
    '/items/recently-added-items?limit=1',
  )
  const item = items.list[0]
  if (!item) throw new Error('no items')
  await page.goto(`/item/add-card?itemId=${item._id}&back=${encodeURIComponent('/payment-detail')}`)
  await expect(page.getByRole('heading', { name: 'Add card', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: item.itemName })).toBeVisible()
  await expect(page.getByLabel('Card number')).toBeVisible()
  await expectAccessible(page)
  await fillCard(page, '4242424242424242')
  await page.getByRole('button', { name: 'Add card' }).click()
  await expect(page).toHaveURL(/\/payment-detail$/)
  await expect(cardItem(page, 'Just added').getByText('Visa ending in 4242')).toBeVisible()
})
