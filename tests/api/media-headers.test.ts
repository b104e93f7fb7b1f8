/**
 * A file under /media opened directly must not run script on the API's origin: every type
 * goes out sandboxed and unsniffable, and PDFs are downloaded instead of shown.
 */
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, inject, it } from 'vitest'
import { verifiedAccount } from './accounts.ts'
import { bearer, describeApi } from './harness.ts'
import { samples, upload } from './listings-support.ts'

function expectSandboxed(response: Response, what: string) {
  const policy = response.headers.get('content-security-policy') ?? ''
  expect(policy, what).toMatch(/(^|;)\s*sandbox\s*(;|$)/)
  expect(policy, what).toContain("default-src 'none'")
  expect(policy, what).not.toContain('allow-scripts')
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff')
}

describeApi('media headers', (api) => {
  it('sandboxes every uploaded type and downloads PDFs, ranges included', async () => {
    const { token } = await verifiedAccount(api())
    for (const kind of ['png', 'mp4', 'pdf'] as const) {
      const url = await upload(api(), bearer(token), samples[kind], `file.${kind}`)
      const whole = await fetch(url)
      expect(whole.status).toBe(200)
      expectSandboxed(whole, kind)
      const part = await fetch(url, { headers: { range: 'bytes=0-3' } })
      expect(part.status).toBe(206)
      expectSandboxed(part, `${kind} range`)
      const disposition = whole.headers.get('content-disposition')
      if (kind === 'pdf') {
        const name = url.split('/').at(-1)
        expect(disposition).toBe(`attachment; filename="${name}"`)
        expect(part.headers.get('content-disposition')).toBe(disposition)
      } else {
        expect(disposition, kind).toBeNull()
      }
    }
  })

  it('sandboxes the seeded terms, pictures and the drawn map the same way', async () => {
    const terms = (await readdir(join(inject('mediaDir'), 'terms'))).find((name) =>
      name.endsWith('.pdf'),
    )
    expect(terms).toBeTruthy()
    const pdf = await fetch(`${api().origin}/media/terms/${terms}`)
    expect(pdf.status).toBe(200)
    expectSandboxed(pdf, 'terms')
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${terms}"`)

    const icon = (await readdir(join(inject('mediaDir'), 'categories')))[0]
    const svg = await fetch(`${api().origin}/media/categories/${icon}`)
    expect(svg.headers.get('content-type')).toBe('image/svg+xml')
    expectSandboxed(svg, 'category icon')

    const map = await fetch(`${api().origin}/media/maps/static.svg?lat=-33.87&lng=151.21`)
    expect(map.status).toBe(200)
    expectSandboxed(map, 'static map')
  })
})
