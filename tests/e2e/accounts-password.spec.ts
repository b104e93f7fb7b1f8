import { expect, test } from '@playwright/test'
import {
  clientHeaders,
  enterCode,
  outboxCode,
  startAsIndividual,
  uniqueEmail,
} from './accounts-support.ts'
import { expectAccessible } from './helpers.ts'

test.describe.configure({ timeout: 90_000 })

test('forgot password: a code by email, a new password, then login with it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('reset')
  const registered = await request.post('/api/v1/user/register', {
    headers: clientHeaders,
    data: { email, password: 'Password1', userType: 'INDIVIDUAL' },
  })
  expect(registered.ok()).toBe(true)

  await startAsIndividual(page)
  await page.getByRole('main').getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/auth\/ForgetPassword$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  const sent = Date.now() - 1000
  // Registration just sent this address its sign-up code: one code per address every 30 s,
  // so the first tries are refused with the server's message until the gap has passed.
  const sendCode = page.getByRole('button', { name: 'Send Code' })
  await sendCode.click()
  await expect(
    page.getByText('Please wait 30 seconds before requesting another code.'),
  ).toBeVisible()
  await expect(async () => {
    await expect(sendCode).toHaveText('Send Code')
    await sendCode.click()
    await expect(page).toHaveURL(/\/auth\/ForgetOtpCodeScreen$/, { timeout: 2000 })
  }).toPass({ timeout: 45_000, intervals: [2000] })
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your reset code' })).toBeVisible()
  // The countdown runs.
  const clock = page.locator('.hire-countdown-clock')
  const before = await clock.textContent()
  await expect(clock).not.toHaveText(before ?? '', { timeout: 3000 })
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByText('Please enter valid OTP.')).toBeVisible()
  await enterCode(page, await outboxCode(request, email, sent))
  await page.getByRole('button', { name: 'Verify' }).click()

  await expect(page).toHaveURL(/\/auth\/ResetPassword$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Password' })).toBeVisible()
  await expectAccessible(page)
  const password = page.getByLabel('New password', { exact: true })
  await expect(password).toHaveAttribute('maxlength', '20')
  await password.fill('Newpass123')
  await page.getByLabel('Confirm password', { exact: true }).fill('Newpass123')
  await page.getByRole('button', { name: 'Save Password' }).click()

  await expect(page).toHaveURL(/\/auth\/Login$/)
  await expect(page.getByText('Your password has been reset. Please log in.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Password1')
  const logIn = page.getByRole('button', { name: 'Log In', exact: true })
  await logIn.click()
  await expect(page.getByText('Invalid Credential')).toBeVisible()
  await expect(logIn).toHaveText('Log In')
  await page.getByLabel('Password', { exact: true }).fill('Newpass123')
  await logIn.click()
  // The account never verified its address: signing in continues at the email code.
  await expect(page).toHaveURL(/\/auth\/VerfiyCodeScreen$/)
  await expect(page.getByText(email)).toBeVisible()
})
