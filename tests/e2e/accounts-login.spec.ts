import { expect, test } from '@playwright/test'
import { signInAsHirer } from './account-session.ts'
import { startAsIndividual } from './accounts-support.ts'
import { expectAccessible } from './helpers.ts'

test('the role choice offers Individual, Business and guest access', async ({ page }) => {
  await page.goto('/usertypeselection')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible()
  await expect(page.getByRole('button', { name: /Individual/ })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Login as Guest' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect
    .poll(() =>
      page.evaluate(() => [
        localStorage.getItem('hire:isGuestUser'),
        localStorage.getItem('hire:userType'),
        Boolean(localStorage.getItem('hire:accessToken')),
      ]),
    )
    .toEqual(['1', 'INDIVIDUAL', true])

  await page.goto('/usertypeselection')
  await page.getByRole('button', { name: /Business/ }).click()
  await expect(page).toHaveURL(/\/business\/auth\/Login$/)
  expect(await page.evaluate(() => localStorage.getItem('hire:userType'))).toBe('BUSINESS')
})

test('the demo hirer logs in and lands home signed in', async ({ page }) => {
  await startAsIndividual(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
  await expectAccessible(page)
  const logIn = page.getByRole('button', { name: 'Log In', exact: true })
  await logIn.click()
  await expect(page.getByText('Please enter your email')).toBeVisible()
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('hirer@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Wrongpass1')
  await logIn.click()
  await expect(page.getByText('Invalid Credential')).toBeVisible()
  await expect(logIn).toHaveText('Log In')
  await page.getByLabel('Password', { exact: true }).fill('Password1')
  await logIn.click()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('hire:isGuestUser'))).toBe('0')
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0)
})

test('sign-up offers the policies in a modal and in their own pages', async ({ page }) => {
  await startAsIndividual(page)
  await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click()
  await page.getByRole('button', { name: 'Terms & Conditions' }).click()
  const dialog = page.getByRole('dialog', { name: 'Terms & Conditions' })
  await expect(dialog.locator('.hire-policy-content')).not.toBeEmpty()
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  for (const [path, heading] of [
    ['/auth/accept-policy', 'Privacy Policy'],
    ['/auth/accept-tnc', 'Terms & Conditions'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expectAccessible(page)
  }
})

test('a sandbox Google account signs up, and the chooser is accessible', async ({ page }) => {
  await startAsIndividual(page)
  await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click()
  await page.getByRole('button', { name: 'Sign up with Google' }).click()
  const chooser = page.getByRole('dialog', { name: 'Choose a Google account' })
  await expect(chooser).toBeVisible()
  await expectAccessible(page)
  const email = `e2e-google-${Date.now()}@example.com`
  await chooser.getByLabel('Or use another address').fill(email)
  await chooser.getByRole('button', { name: 'Continue' }).click()
  // A verified Google address skips the email code.
  await expect(page).toHaveURL(/\/auth\/(CompleteProfileScreen|VerfiyCodeScreen)$/)
})

test('a guest signs in from the sign-in dialog and stays on the page, without a reload', async ({
  page,
}) => {
  await page.goto('/usertypeselection')
  await page.getByRole('button', { name: 'Login as Guest' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.evaluate(() => {
    ;(window as unknown as { stillHere: boolean }).stillHere = true
  })
  const header = page.getByRole('banner')
  // Before the header's island runs, Log In is a plain link to the sign-in page (it works
  // without JavaScript); the dialog is what the hydrated header offers.
  await expect(header.locator('astro-island')).not.toHaveAttribute('ssr', { timeout: 15_000 })
  await header.getByRole('link', { name: 'Log In' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log In' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused()
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(header.getByRole('link', { name: 'Log In' })).toBeFocused()

  await header.getByRole('link', { name: 'Log In' }).click()
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('hirer@example.com')
  await dialog.getByLabel('Password', { exact: true }).fill('Password1')
  await dialog.getByRole('button', { name: 'Log In', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(header.getByRole('link', { name: 'Log In' })).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
    true,
  )
  await expect(page).toHaveURL(/\/$/)
})

test('the login page follows a sign-in made in the header dialog on the same page', async ({
  page,
}) => {
  await startAsIndividual(page)
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 })
  const header = page.getByRole('banner')
  await header.getByRole('link', { name: 'Log In' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log In' })
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('hirer@example.com')
  await dialog.getByLabel('Password', { exact: true }).fill('Password1')
  await dialog.getByRole('button', { name: 'Log In', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('main').getByText(/^You are signed in as /)).toBeVisible()
  await expect(page.getByRole('main').getByLabel('Password', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('main').getByRole('link', { name: 'Continue' })).toHaveAttribute(
    'href',
    /\/$/,
  )
})

test('a signed-in page load makes no guest-login call', async ({ page }) => {
  await signInAsHirer(page)
  const guestLogins: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/user/guest-login')) guestLogins.push(request.url())
  })
  for (const path of ['/', '/search-result?limit=10&pageNo=1', '/termsAndCondition']) {
    await page.goto(path)
    await expect(page.locator('header').getByRole('button', { name: /account menu/ })).toBeVisible()
    await page.waitForLoadState('networkidle')
  }
  expect(guestLogins).toEqual([])
})
