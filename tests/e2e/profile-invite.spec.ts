import { expect, test } from '@playwright/test'
import { signInAsHirer } from './account-session.ts'

test('the referral code is copied with one click', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const session = await signInAsHirer(page)
  await page.goto('/invite-friend/in')
  await expect(
    page.getByRole('heading', { name: 'Invite your friends and get a $20 credit!' }),
  ).toBeVisible()
  const code = page.getByRole('textbox', { name: 'Your referral code' })
  await expect(code).toHaveValue(session.user.referralCode)
  await expect(code).toHaveAttribute('readonly', '')
  await code.click()
  await expect(page.getByRole('status').getByText('Referral code copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(session.user.referralCode)
  await expect(page.getByRole('heading', { name: 'Your referral credits' })).toBeVisible()
})

test('Share code shows only where the browser can share', async ({ page }) => {
  await signInAsHirer(page)
  await page.goto('/invite-friend/in')
  await expect(page.getByRole('button', { name: 'Copy code' })).toBeVisible()
  const canShare = await page.evaluate(() => typeof navigator.share === 'function')
  await expect(page.getByRole('button', { name: 'Share code' })).toHaveCount(canShare ? 1 : 0)

  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        ;(window as unknown as { shared: ShareData }).shared = data
      },
    })
  })
  await page.reload()
  await page.getByRole('button', { name: 'Share code' }).click()
  const shared = await page.evaluate(() => (window as unknown as { shared?: ShareData }).shared)
  expect(shared?.title).toBe('Invite your friends and get a $20 credit!')
})
