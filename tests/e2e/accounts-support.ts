/**
 * Shared steps of the account journeys: unique addresses and numbers per run, codes read
 * from the sandbox outbox (what a mail or SMS provider would have delivered), code boxes
 * filled like a browser's one-time-code autofill, and the role choice every fresh visitor
 * goes through (the route guard sends a visitor without a user type there).
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test'

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
let counter = 0

export function uniqueEmail(label: string): string {
  counter += 1
  return `e2e-${label}-${run}-${counter}@example.com`
}

/** An Australian mobile number no other run uses: 04 and eight digits. */
export function uniqueMobile(): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-8)
  return `04${digits}`
}

export const sandboxHeaders = { 'x-api-key': 'sandbox' }
export const clientHeaders = {
  ...sandboxHeaders,
  authorization: `Basic ${Buffer.from('sandbox:sandbox').toString('base64')}`,
}

/** The newest code sent to `to` after `since` (epoch ms), waiting for it to arrive. */
export async function outboxCode(
  request: APIRequestContext,
  to: string,
  since = 0,
): Promise<string> {
  let code: string | null = null
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/v1/sandbox/outbox?to=${encodeURIComponent(to)}`, {
          headers: sandboxHeaders,
        })
        expect(response.ok()).toBe(true)
        const { data } = (await response.json()) as {
          data: { list: { code: string | null; created: string }[] }
        }
        const fresh = data.list.find(
          (message) => message.code && Date.parse(message.created) >= since,
        )
        code = fresh?.code ?? null
        return code
      },
      { timeout: 10_000, message: `a code sent to ${to}` },
    )
    .not.toBeNull()
  return code as unknown as string
}

/** Types a code into the first box, as the browser's one-time-code autofill does. */
export async function enterCode(
  page: Page,
  code: string,
  scope = page.locator('body'),
): Promise<void> {
  await scope.getByLabel('Digit 1 of 5').fill(code)
  for (const [index, digit] of [...code].entries()) {
    await expect(scope.getByLabel(`Digit ${index + 1} of 5`)).toHaveValue(digit)
  }
}

/** A fresh visitor chooses Individual and reaches the login page. */
export async function startAsIndividual(page: Page): Promise<void> {
  await page.goto('/usertypeselection')
  await page.getByRole('button', { name: /Individual/ }).click()
  await expect(page).toHaveURL(/\/auth\/Login$/)
  await expect(page.getByRole('button', { name: 'Log In', exact: true })).toBeVisible()
}

/** A 1×1 PNG: uploads are checked by their bytes, not their names. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
