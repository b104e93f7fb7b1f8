import { expect, test } from '@playwright/test'
import { expectAccessible } from './helpers.ts'

/** The check every page goes through must itself catch what it is there to catch. */
test('the accessibility check fails on serious issues, in shadow roots too, and lets minor ones pass', async ({
  page,
}) => {
  await page.setContent('<html lang="en"><title>t</title><main><button></button></main></html>')
  await expect(expectAccessible(page)).rejects.toThrow(/button-name/)

  await page.setContent('<html lang="en"><title>t</title><main><div id="host"></div></main></html>')
  await page.evaluate(() => {
    const host = document.getElementById('host') as HTMLElement
    host.attachShadow({ mode: 'open' }).innerHTML = '<img src="data:,">'
  })
  await expect(expectAccessible(page, '#host')).rejects.toThrow(/image-alt/)
  // A second analysis of the same document reuses axe and still sees a change.
  await page.evaluate(() => {
    const image = document.getElementById('host')?.shadowRoot?.querySelector('img')
    image?.setAttribute('alt', 'A kayak')
  })
  await expectAccessible(page, '#host')

  // Headings that skip a level are a moderate issue: reported by axe, not blocking.
  await page.setContent('<html lang="en"><title>t</title><main><h1>a</h1><h3>b</h3></main></html>')
  await expectAccessible(page)
})
