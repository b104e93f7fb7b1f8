import { expect, type Page, test } from '@playwright/test'
import { signInAsHirer, storedSession } from './account-session.ts'
import { expectAccessible } from './helpers.ts'

const menuButton = (page: Page) =>
  page.locator('header').getByRole('button', { name: /account menu/ })

test('the profile menu follows the menu button pattern', async ({ page }) => {
  await signInAsHirer(page)
  await page.goto('/termsAndCondition')
  const button = menuButton(page)
  await expect(button).toHaveAttribute('aria-haspopup', 'menu')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await button.focus()
  await page.keyboard.press('ArrowDown')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeFocused()
  await expect(menu.getByRole('menuitem')).toHaveText([
    'My Profile',
    'Referral Program',
    'Terms & Conditions',
    /Support Chat/,
    'Tutorial',
    'Log out',
  ])
  await page.keyboard.press('ArrowUp')
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused()
  await page.keyboard.press('Home')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Referral Program' })).toBeFocused()
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(button).toBeFocused()

  await page.keyboard.press('ArrowUp')
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused()
  await page.keyboard.press('Escape')
  await page.keyboard.press('Enter')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await page.waitForURL(/\/invite-friend\/in$/)
  await expect(
    page.getByRole('heading', { name: 'Invite your friends and get a $20 credit!' }),
  ).toBeVisible()
})

test('Log out asks first, then signs out and goes home as a guest', async ({ page }) => {
  await signInAsHirer(page)
  await page.goto('/notification-setting')
  await expect(page.getByRole('switch').first()).toBeVisible()

  await menuButton(page).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to Log out?' })
  await expect(confirm).toBeVisible()
  await expectAccessible(page)
  await confirm.getByRole('button', { name: 'No' }).click()
  await expect(confirm).toBeHidden()
  await expect(page).toHaveURL(/\/notification-setting$/)

  await menuButton(page).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await page.getByRole('button', { name: 'Yes' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  await expect(page.locator('header').getByRole('link', { name: 'Log In' })).toBeVisible()
  await expect(page.locator('header').getByRole('link', { name: 'Sign Up' })).toBeVisible()
  await expect.poll(async () => (await storedSession(page)).isGuestUser).toBe('1')
  expect((await storedSession(page)).userInfo).toBeNull()
})

test('the tour shows once after the first sign-in: 7 steps on wide screens', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInAsHirer(page, { tour: true })
  await page.goto('/')
  const tour = page.getByRole('dialog')
  await expect(tour).toBeVisible()
  await expect(tour.getByText('Step 1 of 7')).toBeVisible()
  await expect(tour.getByRole('button', { name: 'Next' })).toBeFocused()
  await expectAccessible(page)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Locations' })).toBeVisible()
  await tour.getByRole('button', { name: 'Back' }).click()
  await expect(tour.getByText('Step 1 of 7')).toBeVisible()
  for (let step = 1; step < 7; step += 1) await tour.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('dialog', { name: 'Your profile' })).toBeVisible()
  await tour.getByRole('button', { name: 'Finish' }).click()
  await expect(tour).toBeHidden()

  await page.reload()
  await expect(menuButton(page)).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // Tutorial restarts it.
  await menuButton(page).click()
  await page.getByRole('menuitem', { name: 'Tutorial' }).click()
  await expect(page.getByRole('dialog').getByText('Step 1 of 7')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(menuButton(page)).toBeFocused()
})

test('the tour has 4 steps at 600 px', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 })
  await signInAsHirer(page, { tour: true })
  await page.goto('/')
  await expect(page.getByRole('dialog').getByText('Step 1 of 4')).toBeVisible()
  await page.getByRole('button', { name: 'Skip' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
