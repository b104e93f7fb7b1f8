import { expect, test } from '@playwright/test'
import { signInAsHirer, storedSession } from './account-session.ts'
import { expectAccessible } from './helpers.ts'

test.describe('signed-in pages', () => {
  test('a visitor without a token is sent home', async ({ page }) => {
    await page.goto('/edit-profile')
    await page.waitForURL((url) => url.pathname === '/')
  })

  for (const path of ['/booking/current', '/listing']) {
    test(`a guest opening ${path} is asked to log in or sign up`, async ({ page }) => {
      await page.goto('/')
      await expect.poll(async () => (await storedSession(page)).accessToken).toBeTruthy()
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('data-guard', 'guest')
      await expect(page.getByText('Log in or sign up to see this page.')).toBeVisible()
      // The page's own content stays hidden from a guest.
      await expect(page.getByText('Coming soon')).toBeHidden()
      await expect(page.getByRole('navigation', { name: 'Your bookings' })).toBeHidden()
      // The sign-in dialog opens by itself.
      await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
    })
  }

  test('the guest prompt page is accessible', async ({ page }) => {
    await page.goto('/')
    await expect.poll(async () => (await storedSession(page)).accessToken).toBeTruthy()
    await page.goto('/edit-profile')
    await expect(page.getByText('Log in or sign up to see this page.')).toBeVisible()
    await page.keyboard.press('Escape')
    await expectAccessible(page)
  })

  test('header Bookings and Listings ask a guest to log in instead of navigating', async ({
    page,
  }) => {
    await page.goto('/termsAndCondition')
    await expect.poll(async () => (await storedSession(page)).accessToken).toBeTruthy()
    await page.waitForLoadState('networkidle')
    for (const name of ['Bookings', 'Listings']) {
      await page.locator('header').getByRole('link', { name }).click()
      await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible()
      await expect(page).toHaveURL(/\/termsAndCondition$/)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
    }
  })

  test('header Log In and Sign Up open the sign-in dialog in their mode', async ({ page }) => {
    await page.goto('/termsAndCondition')
    await expect.poll(async () => (await storedSession(page)).accessToken).toBeTruthy()
    await page.waitForLoadState('networkidle')
    const header = page.locator('header')
    await header.getByRole('link', { name: 'Log In' }).click()
    await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible()
    await page.keyboard.press('Escape')
    await header.getByRole('link', { name: 'Sign Up' }).click()
    await expect(page.getByRole('dialog', { name: 'Sign Up' })).toBeVisible()
    await expect(page).toHaveURL(/\/termsAndCondition$/)
  })

  test('a signed-in user sees the page; Bookings navigates', async ({ page }) => {
    await signInAsHirer(page)
    await page.goto('/termsAndCondition')
    await page.locator('header').getByRole('link', { name: 'Bookings' }).click()
    await page.waitForURL(/\/booking\/current$/)
    await expect(page.locator('html')).toHaveAttribute('data-guard', 'allow')
    await expect(page.getByRole('navigation', { name: 'Your bookings' })).toBeVisible()
  })

  test('signing out in another tab sends a signed-in page home', async ({ page, context }) => {
    await signInAsHirer(page)
    await page.goto('/notification-setting')
    await expect(page.getByRole('switch').first()).toBeVisible()
    const other = await context.newPage()
    await other.goto('/under-construction')
    await other.evaluate(() => {
      for (const key of ['accessToken', 'userType', 'userInfo', 'isGuestUser']) {
        localStorage.removeItem(`hire:${key}`)
      }
    })
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await other.close()
  })

  test('a 401 from the API signs the user out and shows the guest header', async ({ page }) => {
    // The stale session is planted before the page's own scripts run, once: planted on a
    // live page, its bell's poll could meet the 401 there first, before the test looks.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('planted')) return
      sessionStorage.setItem('planted', '1')
      localStorage.setItem('hire:accessToken', 'not-a-real-token')
      localStorage.setItem('hire:userType', 'INDIVIDUAL')
      localStorage.setItem(
        'hire:userInfo',
        JSON.stringify({ _id: 'x', firstName: 'Ghost', lastName: 'User', profileStep: 416 }),
      )
      localStorage.setItem('hire:isGuestUser', '0')
      localStorage.setItem('hire:tourSeen', '1')
    })
    // Whichever signed call comes first (the profile, the bell's unread count) meets the 401.
    const unauthorized = page.waitForResponse(
      (response) => response.url().includes('/api/v1/') && response.status() === 401,
    )
    // The forced sign-out may leave the page before it finishes loading: wait for the
    // navigation to start, then for the 401 and the home page.
    await page.goto('/edit-profile', { waitUntil: 'commit' })
    await unauthorized
    await page.waitForURL((url) => url.pathname === '/')
    await expect(page.locator('header').getByRole('link', { name: 'Log In' })).toBeVisible()
    await expect
      .poll(async () => (await storedSession(page)).accessToken)
      .not.toBe('not-a-real-token')
  })
})

test.describe('sign-in screens', () => {
  test('a signed-in user is sent home from the login and role screens', async ({ page }) => {
    await signInAsHirer(page)
    for (const path of ['/auth/Login', '/auth/Signup', '/usertypeselection']) {
      await page.goto(path)
      await page.waitForURL((url) => url.pathname === '/')
    }
  })

  test('no stored user type goes to the role choice; business goes to /business/', async ({
    page,
  }) => {
    await page.goto('/under-construction')
    await expect.poll(async () => (await storedSession(page)).accessToken).toBeTruthy()
    await page.evaluate(() => localStorage.clear())
    // Where the role-choice screen goes from there is its own business.
    const roleChoice = page.waitForRequest((request) =>
      request.url().endsWith('/usertypeselection'),
    )
    await page.goto('/auth/Login')
    await roleChoice
    await page.goto('/under-construction')
    // After the guest sign-in has landed, which would write the type back.
    await expect.poll(async () => (await storedSession(page)).accessToken).toBeTruthy()
    await page.evaluate(() => localStorage.setItem('hire:userType', 'BUSINESS'))
    await page.goto('/auth/Signup')
    await page.waitForURL(/\/business\/$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hire Marketplace for Business' }),
    ).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Continue as an individual' }).click()
    await page.waitForURL(/\/auth\/Login$/)
  })

  test('flow screens without a live flow go to the login page', async ({ page }) => {
    await page.goto('/under-construction')
    await expect.poll(async () => (await storedSession(page)).accessToken).toBeTruthy()
    await page.evaluate(() => localStorage.setItem('hire:userType', 'INDIVIDUAL'))
    for (const path of [
      '/auth/ResetPassword',
      '/auth/VerfiyCodeScreen',
      '/auth/FavCategoryScreen',
    ]) {
      await page.goto(path)
      await page.waitForURL(/\/auth\/Login$/)
    }
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Log In and Sign Up are plain links, and signed-in pages render', async ({ page }) => {
    await page.goto('/')
    const header = page.locator('header')
    await expect(header.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/auth/Login',
    )
    await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/auth/Signup',
    )
    await expect(header.getByRole('link', { name: 'Bookings' })).toHaveAttribute(
      'href',
      '/booking/current',
    )
    const business = await page.goto('/business/auth/Login')
    expect(business?.status()).toBe(200)
  })

  test('signed-in pages say to turn JavaScript on instead of loading for ever', async ({
    page,
  }) => {
    const pages: [path: string, sentence: string][] = [
      ['/auth/Login', 'Turn on JavaScript to continue.'],
      ['/edit-profile', 'Turn on JavaScript to manage your account.'],
      ['/payment-detail', 'Managing your cards needs JavaScript.'],
      ['/booking/current', 'Turn on JavaScript to see your bookings.'],
      [
        '/booking/cancel?bookingID=00000000-0000-4000-8000-000000000000',
        'Turn on JavaScript to continue with your booking, or go back to your bookings.',
      ],
      ['/listing', 'Turn on JavaScript to run your supplier console.'],
      ['/listing/manage-listing', 'Turn on JavaScript to list and manage your items.'],
    ]
    const placeholders = page.locator('main').locator('[aria-busy="true"], [class*="skeleton"]')
    for (const [path, sentence] of pages) {
      await page.goto(path)
      await expect(page.getByText(sentence, { exact: true })).toBeVisible()
      // Placeholders the server rendered stay in the page, hidden: nothing would fill them.
      await expect(placeholders.first()).toBeAttached()
      for (const placeholder of await placeholders.all()) await expect(placeholder).toBeHidden()
    }
  })
})
