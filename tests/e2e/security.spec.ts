/**
 * Safe by default, in the browser: pages carry a CSP (nonces and hashes, no inline-script
 * allowance) and no page reports a violation; `next=` never leaves the site after sign-in;
 * TRACE is refused; a throttled sign-in shows its message.
 */
import { expect, type Page, test } from '@playwright/test'
import { startAsIndividual, uniqueEmail } from './accounts-support.ts'

/** Collects CSP violations the page reports, both as events and console errors. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (
      /Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text())
    ) {
      violations.push(message.text())
    }
  })
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation
      report(`${event.violatedDirective} blocked ${event.blockedURI}`)
    })
  })
  return violations
}

const mainPages = ['/', '/search-result', '/auth/Login', '/stories', '/page/activities']

test('main pages send the security headers and report no CSP violation', async ({ page }) => {
  test.setTimeout(90_000)
  const violations = await watchViolations(page)
  for (const path of mainPages) {
    const response = await page.goto(path)
    const headers = response?.headers() ?? {}
    const csp = headers['content-security-policy'] ?? ''
    const scripts = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? ''
    expect(scripts, path).toMatch(/'nonce-[A-Za-z0-9+/=]+'/)
    expect(scripts, path).not.toContain('unsafe-inline')
    expect(csp, path).toContain("frame-ancestors 'none'")
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    await page.waitForLoadState('networkidle')
  }
  // An item page, with its islands hydrated, and a signed-in page's guard script.
  await page.goto('/search-result')
  const firstItem = page.locator('main a[href^="/equipments/"]').first()
  await expect(firstItem).toBeVisible({ timeout: 15_000 })
  await page.goto((await firstItem.getAttribute('href')) ?? '/')
  await page.waitForLoadState('networkidle')
  await page.goto('/saved-item')
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
})

test('TRACE on a page and on the API answers 405', async ({ request }) => {
  for (const path of ['/', '/auth/Login', '/api/v1/items']) {
    const response = await request.fetch(path, { method: 'TRACE' })
    expect(response.status(), path).toBe(405)
  }
})

const bypasses = [
  '/%09/evil.example/pwn',
  '/%0A/evil.example/pwn',
  '/%0D/evil.example/pwn',
  '//evil.example/pwn',
  '/%5Cevil.example',
  'https://evil.example/pwn',
  'javascript:alert(1)',
]

async function signInWith(page: Page, next: string) {
  await startAsIndividual(page)
  await page.goto(`/auth/Login?next=${next}`)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('hirer@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Password1')
  await page.getByRole('button', { name: 'Log In', exact: true }).click()
  await expect(page).not.toHaveURL(/\/auth\/Login/, { timeout: 15_000 })
}

// One test per target: each sign-in is a whole journey, so each gets its own time.
for (const next of bypasses) {
  test(`after sign-in, next=${next} stays on the site`, async ({ page, baseURL }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await signInWith(page, next)
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin)
    expect(requests.filter((url) => new URL(url).hostname.includes('evil'))).toEqual([])
  })
}

test('after sign-in, a next= on the site is followed', async ({ page }) => {
  await signInWith(page, '/saved-item')
  await expect(page).toHaveURL(/\/saved-item$/)
})

test('a throttled sign-in shows why and for how long', async ({ page }) => {
  await startAsIndividual(page)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('throttled'))
  const logIn = page.getByRole('button', { name: 'Log In', exact: true })
  const tooMany = page.getByText(/Too many sign-in attempts\. .*please wait \d+ seconds?/)
  // Five failures are free; the backoff then answers within a second or two of clicking.
  for (let i = 0; i < 10 && !(await tooMany.isVisible()); i++) {
    await page.getByLabel('Password', { exact: true }).fill(`Wrongpass${i}`)
    await logIn.click()
    await expect(logIn).toHaveText('Log In')
    await expect(page.getByText(/Invalid Credential|Too many sign-in attempts/)).toBeVisible()
  }
  await expect(tooMany).toBeVisible()
})
