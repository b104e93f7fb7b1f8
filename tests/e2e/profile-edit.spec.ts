import { expect, test } from '@playwright/test'
import { callAsUser, signInAsHirer } from './account-session.ts'
import { expectAccessible } from './helpers.ts'

test('the hirer edits the profile and sees Successfully Updated', async ({ page }) => {
  const session = await signInAsHirer(page)
  const stored = (await callAsUser(page.request, session, 'GET', '/user/profile')) as {
    user: { lastName: string }
  }
  try {
    await page.goto('/edit-profile')
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible()
    const last = page.getByRole('textbox', { name: 'Last name' })
    await expect(last).toHaveValue(stored.user.lastName)
    const save = page.getByRole('button', { name: 'Save' })
    await expect(save).toBeDisabled()

    await last.fill('Hi')
    await save.click()
    await expect(
      page.getByText('Last Name must be at least 3 - 20 letter and must include letter.'),
    ).toBeVisible()

    await last.fill('Hirington')
    await save.click()
    await expect(page.getByRole('status').getByText('Successfully Updated')).toBeVisible()
    await expect(save).toBeDisabled()

    await page.reload()
    await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Hirington')
  } finally {
    await callAsUser(page.request, session, 'PATCH', '/user/profile', {
      lastName: stored.user.lastName,
    })
  }
})

test('the header follows a first-name change', async ({ page }) => {
  const session = await signInAsHirer(page)
  try {
    await page.goto('/edit-profile')
    await page.getByRole('textbox', { name: 'First name' }).fill('Harry')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('status').getByText('Successfully Updated')).toBeVisible()
    await expect(page.locator('header').getByRole('button', { name: /Harry/ })).toBeVisible()
  } finally {
    await callAsUser(page.request, session, 'PATCH', '/user/profile', { firstName: 'Harriet' })
  }
})

test('the password form checks its fields and the old password', async ({ page }) => {
  await signInAsHirer(page)
  await page.goto('/change-password/in')
  await page.getByLabel('Old password').fill('NotMyPassword1')
  await page.getByLabel('New password').fill('short')
  await page.getByLabel('Confirm password').fill('short')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(
    page.getByText(/Password must be at least 8 characters and must include/),
  ).toBeVisible()
  await page.getByLabel('New password').fill('Password2')
  await page.getByLabel('Confirm password').fill('Password2')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByRole('alert').getByText('Your old password is incorrect.')).toBeVisible()
})

test('every account page is accessible once loaded', async ({ page }) => {
  await signInAsHirer(page)
  const pages: [string, RegExp | string][] = [
    ['/edit-profile', 'Personal information'],
    ['/notification-setting', 'Messages'],
    ['/invite-friend/in', 'Invite your friends and get a $20 credit!'],
    ['/change-password/in', 'Change password'],
    ['/profile-detail/in', /Harriet/],
    ['/booking/current', 'My bookings'],
    ['/listing', 'Orders'],
    ['/saved-item', 'Your saved items'],
    ['/notification', 'Notifications'],
    ['/payment-detail', 'Payment details'],
    ['/editcategory', 'Favourite categories'],
  ]
  for (const [path, heading] of pages) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectAccessible(page)
  }
})

test('the profile modals are accessible', async ({ page }) => {
  await signInAsHirer(page)
  await page.goto('/edit-profile')
  for (const [button, title] of [
    ['Change email', 'Change email'],
    ['Change phone', 'Change phone number'],
    ['Change password', 'Change password'],
  ]) {
    await page.getByRole('button', { name: button }).click()
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: button })).toBeFocused()
  }
})
