/**
 * The listing wizard's pick-up address field looks like the fields around it: its box spans
 * the column as Description's does, and its error reads in the same red, at 375 and 1280 px.
 */
import { expect, test } from '@playwright/test'
import { hydrated } from './helpers.ts'
import { signInAsSupplier } from './supplier-console-support.ts'

for (const width of [375, 1280]) {
  test(`the pick-up address spans the column and says what is wrong in red at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await signInAsSupplier(page)
    await page.goto('/listing/add-listing-2')
    await hydrated(page)
    await page.getByRole('button', { name: 'Continue' }).click()
    const description = page.getByLabel('Description')
    const address = page.getByRole('combobox', { name: 'Pick-up address' })
    await expect(address).toHaveAttribute('aria-invalid', 'true')
    const [descriptionBox, addressBox] = await Promise.all([
      description.boundingBox(),
      address.boundingBox(),
    ])
    expect(addressBox?.x).toBe(descriptionBox?.x)
    expect(addressBox?.width).toBe(descriptionBox?.width)

    const descriptionError = page.getByText('Description must be minimum 3 letters')
    const addressError = page.getByText('Address must be minimum 3 letters')
    const red = await descriptionError.evaluate((node) => getComputedStyle(node).color)
    await expect(addressError).toHaveCSS('color', red)
  })
}
