import { expect, test } from '@playwright/test'
import {
  enterCode,
  outboxCode,
  startAsIndividual,
  tinyPng,
  uniqueEmail,
  uniqueMobile,
} from './accounts-support.ts'
import { expectAccessible } from './helpers.ts'

test.describe.configure({ timeout: 120_000 })

test('a new user signs up, verifies, completes the profile, picks categories and lands home', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('onboarding')
  const mobile = uniqueMobile()
  const started = Date.now() - 1000

  await startAsIndividual(page)
  await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click()
  await expect(page).toHaveURL(/\/auth\/Signup$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Password1')
  const signUp = page.getByRole('button', { name: 'Sign Up', exact: true })
  // It looks disabled (aria-disabled) until the terms are ticked, yet still explains why.
  await expect(signUp).toHaveAttribute('aria-disabled', 'true')
  await signUp.click({ force: true })
  await expect(page.getByText('Please agree to terms and conditions')).toBeVisible()
  await page.getByRole('checkbox').check()
  await expect(signUp).not.toHaveAttribute('aria-disabled')
  await signUp.click()

  // The email code.
  await expect(page).toHaveURL(/\/auth\/VerfiyCodeScreen$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByText(/Resend code in 0[12]:\d\d/)).toBeVisible()
  await expectAccessible(page)
  await enterCode(page, await outboxCode(request, email, started))
  await page.getByRole('button', { name: 'Verify' }).click()

  // Almost done...
  await expect(page).toHaveURL(/\/auth\/CompleteProfileScreen$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Almost done...' })).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('First name').fill('Kylie')
  await page.getByLabel('Last name').fill('Nguyen')

  await page.getByRole('button', { name: 'Add phone number' }).click()
  const phoneDialog = page.getByRole('dialog', { name: 'Add phone number' })
  await expect(phoneDialog.getByRole('combobox', { name: 'Country' })).toHaveValue(
    'Australia (+61)',
  )
  await expectAccessible(page)
  await phoneDialog.getByLabel('Phone number').fill(mobile)
  const codeSent = Date.now() - 1000
  await phoneDialog.getByRole('button', { name: 'Send Code' }).click()
  const codeDialog = page.getByRole('dialog', { name: 'Verify phone number' })
  await expect(codeDialog).toBeVisible()
  await expectAccessible(page)
  const smsTo = `+61${mobile.replace(/^0/, '')}`
  await enterCode(page, await outboxCode(request, smsTo, codeSent), codeDialog)
  await codeDialog.getByRole('button', { name: 'Verify' }).click()
  await expect(codeDialog).toBeHidden()
  // Shown next to its country code without the trunk zero it was typed with.
  await expect(page.getByText(`+61 ${mobile.replace(/^0/, '')}`)).toBeVisible()

  const address = page.getByRole('combobox', { name: 'Address' })
  await address.fill('Manl')
  await page.getByRole('option', { name: /Manly/ }).first().click()
  await expect(address).toHaveValue(/Manly/)

  await page.getByRole('button', { name: 'Verify my ID' }).click()
  await expect(page.getByText(/ID check complete/)).toBeVisible()

  // ID photos, on their own screen; the form waits in the session meanwhile.
  await page.getByRole('link', { name: 'Add or view ID photos' }).click()
  await expect(page).toHaveURL(/\/auth\/AddViewIDScreen$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Front of your ID' })).toBeVisible()
  await expectAccessible(page)
  await page
    .getByLabel(/Choose photo for the front of your ID/)
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: tinyPng })
  await expect(page.getByRole('img', { name: 'Front of your ID' })).toHaveAttribute(
    'src',
    /\/media\//,
  )
  await page
    .getByLabel(/Choose photo for the back of your ID/)
    .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: tinyPng })
  await expect(page.getByRole('img', { name: 'Back of your ID' })).toHaveAttribute(
    'src',
    /\/media\//,
  )
  await page.getByRole('button', { name: 'Save photos' }).click()

  await expect(page).toHaveURL(/\/auth\/CompleteProfileScreen$/)
  await expect(page.getByText('Your ID photos have been saved.')).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveValue('Kylie')
  await expect(page.getByRole('combobox', { name: 'Address' })).toHaveValue(/Manly/)
  await page.getByRole('button', { name: 'Save', exact: true }).click()

  // Favourite categories.
  await expect(page).toHaveURL(/\/auth\/FavCategoryScreen$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose your favourite categories' }),
  ).toBeVisible()
  const grid = page.getByRole('list', { name: /Pick the activities/ })
  await expect(grid.getByRole('button').first()).toBeVisible()
  await expectAccessible(page)
  const done = page.getByRole('button', { name: 'Done' })
  await expect(done).toHaveAttribute('aria-disabled', 'true')
  await done.click({ force: true })
  await expect(page.getByText('Please select atleast one category')).toBeVisible()
  const first = grid.getByRole('button').first()
  await first.click()
  await expect(first).toHaveAttribute('aria-pressed', 'true')
  const next = page.getByRole('button', { name: 'Next' })
  if (await next.isEnabled()) {
    await next.click()
    await expect(page.getByText(/Page 2 of/)).toBeVisible()
    await grid.getByRole('button').first().click()
  }
  await expect(done).not.toHaveAttribute('aria-disabled', 'true')
  await done.click()

  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('header')).toContainText('Kylie')
  const stored = await page.evaluate(() => ({
    guest: localStorage.getItem('hire:isGuestUser'),
    pending: sessionStorage.getItem('hire:PENDING_AUTH_TYPE'),
    user: JSON.parse(localStorage.getItem('hire:userInfo') ?? '{}') as { profileStep?: number },
  }))
  expect(stored).toEqual({
    guest: '0',
    pending: null,
    user: expect.objectContaining({ profileStep: 416 }),
  })
})
