import { expect, test } from '@playwright/test'
import { callAsUser, signInAsHirer } from './account-session.ts'

test('notification switches are saved at once and persist across reload', async ({ page }) => {
  const session = await signInAsHirer(page)
  // Start from a known state: reminders by SMS off.
  await callAsUser(page.request, session, 'PUT', '/user/setting', {
    status: false,
    type: 3,
    category: 2,
  })
  try {
    await page.goto('/notification-setting')
    const sms = page.getByRole('switch', { name: 'Reminders SMS messages' })
    await expect(sms).toHaveAttribute('aria-checked', 'false')
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/user/setting') && response.ok(),
    )
    await sms.focus()
    await page.keyboard.press('Space')
    await expect(sms).toHaveAttribute('aria-checked', 'true')
    await saved
    await page.reload()
    await expect(page.getByRole('switch', { name: 'Reminders SMS messages' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await expect(page.getByRole('switch')).toHaveCount(6)
  } finally {
    await callAsUser(page.request, session, 'PUT', '/user/setting', {
      status: false,
      type: 3,
      category: 2,
    })
  }
})

test('a switch whose save fails goes back, with a red toast', async ({ page }) => {
  await signInAsHirer(page)
  await page.route('**/api/v1/user/setting', (route) =>
    route.fulfill({
      status: 408,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 408, message: 'Request Timeout' }),
    }),
  )
  await page.goto('/notification-setting')
  const email = page.getByRole('switch', { name: 'Messages Email' })
  const before = await email.getAttribute('aria-checked')
  await email.click()
  await expect(page.getByRole('alert').getByText('Request Timeout')).toBeVisible()
  await expect(email).toHaveAttribute('aria-checked', before ?? 'true')
})
