/**
 * The account pages as a signed-in hirer sees them: the page's heading once.
 */
import { expect, test } from '@playwright/test'
import { signInAsHirer } from './account-session.ts'

test('the password page names itself once', async ({ page }) => {
  await signInAsHirer(page)
  await page.goto('/change-password/in')
  await expect(page.getByLabel('Old password')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Change password' })).toHaveCount(1)
})
