/**
 * Compression and caching of everything the one-port server sends (scripts/serve-app.ts):
 * each text type in brotli, gzip and as is, decoded bodies equal to the originals, Vary,
 * immutable hashed assets with their precompressed copies, revalidation of unhashed files
 * and media. Needs the build (`npm run build`, which `npm test` runs before these tests).
 */
import { randomUUID } from 'node:crypto'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { createMarketplaceServer, loadSite } from '../../scripts/serve-app.ts'
import { type ApiServer, createApiServer } from '../../server/index.ts'
import { apiKey, basic } from './harness.ts'
import { type Raw, rawGet } from './raw-get.ts'

const root = new URL('../..', import.meta.url).pathname
const codings = ['br', 'gzip', null] as const

let origin = ''
let api: ApiServer
let server: Server
let dataDir: string

const get = (path: string, headers: Record<string, string> = {}) =>
  rawGet(`${origin}${path}`, headers)

const accept = (coding: (typeof codings)[number]) =>
  coding ? { 'accept-encoding': coding } : ({} as Record<string, string>)

function expectCoded(response: Raw, coding: (typeof codings)[number]) {
  expect(response.status).toBe(200)
  expect(response.headers['content-encoding']).toBe(coding ?? undefined)
  expect(response.headers.vary?.toLowerCase()).toContain('accept-encoding')
  if (coding) expect(response.sent.length).toBeLessThan(response.body.length)
}

/** A file of the build by pattern, for its name on the wire and its bytes on disk. */
async function builtFile(dir: string, pattern: RegExp): Promise<{ name: string; bytes: Buffer }> {
  const names = (await readdir(join(root, dir))).filter((name) => pattern.test(name))
  const sized = await Promise.all(
    names.map(async (name) => ({ name, size: (await stat(join(root, dir, name))).size })),
  )
  const largest = sized.sort((a, b) => b.size - a.size)[0]
  if (!largest) throw new Error(`No ${pattern} in ${dir}: run npm run build first`)
  return { name: largest.name, bytes: await readFile(join(root, dir, largest.name)) }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hire-compression-db-'))
  await cp(inject('pgliteTemplate'), dataDir, { recursive: true })
  api = await createApiServer({ dataDir, mediaDir: inject('mediaDir') })
  server = createMarketplaceServer(root, api, await loadSite(root))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // Pages render from this same server's API, as under npm start. Undone after the file:
  // test files share a process, and media addresses are built from PUBLIC_URL.
  vi.stubEnv('HIRE_API_URL', `${origin}/api/v1`)
  vi.stubEnv('PUBLIC_URL', origin)
})

afterAll(async () => {
  vi.unstubAllEnvs()
  const closing = api?.close()
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  await closing
  await rm(dataDir, { recursive: true, force: true })
})

it('keeps an idle connection open for 65 s, and says so to clients that reuse it', async () => {
  const page = await get('/', { connection: 'keep-alive' })
  expect(page.headers.connection).toBe('keep-alive')
  expect(page.headers['keep-alive']).toBe('timeout=65')
})

describe.each(codings)('text responses with Accept-Encoding: %s', (coding) => {
  it('server-rendered HTML is encoded while it streams, security headers intact', async () => {
    const page = await get('/', accept(coding))
    expectCoded(page, coding)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.headers['content-length']).toBeUndefined()
    const html = page.body.toString('utf8')
    expect(html).toMatch(/^<!DOCTYPE html>/i)
    expect(html.trimEnd()).toMatch(/<\/html>$/)
    expect(page.headers['content-security-policy']).toContain('script-src')
    expect(page.headers['x-content-type-options']).toBe('nosniff')
  })

  it('API JSON', async () => {
    const answer = await get('/api/v1/items?limit=20', {
      ...accept(coding),
      'x-api-key': apiKey,
      authorization: basic,
    })
    expectCoded(answer, coding)
    const body = JSON.parse(answer.body.toString('utf8'))
    expect(body.statusCode).toBe(200)
    expect(body.data.list.length).toBe(20)
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
  })

  it('hashed widget chunks: the build’s copy, immutable for a year', async () => {
    const chunk = await builtFile('dist/widgets/chunks', /^hire-runtime-.*\.js$/)
    const response = await get(`/widgets/chunks/${chunk.name}`, accept(coding))
    expectCoded(response, coding)
    expect(response.headers['content-type']).toMatch(/^text\/javascript/)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['access-control-allow-origin']).toBe('*')
    expect(response.body.equals(chunk.bytes)).toBe(true)
    if (coding) {
      const copy = await readFile(
        join(root, 'dist/widgets/chunks', `${chunk.name}.${coding === 'br' ? 'br' : 'gz'}`),
      )
      expect(response.sent.equals(copy)).toBe(true)
    }
  })

  it('hashed Astro styles and scripts, immutable', async () => {
    for (const pattern of [/\.css$/, /\.js$/]) {
      const asset = await builtFile('dist/site/client/_astro', pattern)
      const response = await get(`/_astro/${asset.name}`, accept(coding))
      expectCoded(response, coding)
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(response.body.equals(asset.bytes)).toBe(true)
    }
  })

  it('the custom-elements manifest, revalidated on each use', async () => {
    const manifest = await get('/widgets/custom-elements.json', accept(coding))
    expectCoded(manifest, coding)
    expect(manifest.headers['content-type']).toMatch(/^application\/json/)
    expect(manifest.headers['cache-control']).toBe('no-cache')
    expect(manifest.headers.etag).toBeTruthy()
    expect(manifest.headers['last-modified']).toBeTruthy()
    expect(JSON.parse(manifest.body.toString('utf8')).modules).toBeInstanceOf(Array)
  })

  it('the sitemap (XML)', async () => {
    const sitemap = await get('/sitemap.xml', accept(coding))
    expectCoded(sitemap, coding)
    expect(sitemap.body.toString('utf8')).toContain('<urlset')
  })

  it('SVG media', async () => {
    const svg = await mediaSvg()
    const response = await get(`/media/${svg.path}`, accept(coding))
    expectCoded(response, coding)
    expect(response.headers['content-type']).toBe('image/svg+xml')
    expect(response.body.equals(svg.bytes)).toBe(true)
  })
})

async function mediaSvg(): Promise<{ path: string; bytes: Buffer }> {
  const dir = join(inject('mediaDir'), 'items')
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.svg')) continue
    const bytes = await readFile(join(dir, name))
    if (bytes.length > 2048) return { path: `items/${name}`, bytes }
  }
  throw new Error('no seeded SVG over 2 KB')
}

describe('negotiation on the wire', () => {
  it('respects q=0 and prefers brotli', async () => {
    expect(
      (await get('/', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding'],
    ).toBe('gzip')
    expect(
      (await get('/', { 'accept-encoding': 'gzip, deflate, br' })).headers['content-encoding'],
    ).toBe('br')
    const refused = await get('/', { 'accept-encoding': 'br;q=0, gzip;q=0' })
    expect(refused.headers['content-encoding']).toBeUndefined()
    expect(refused.body.toString('utf8')).toMatch(/^<!DOCTYPE html>/i)
  })

  it('leaves bodies under 1 KB as they are, still naming Accept-Encoding in Vary', async () => {
    const health = await get('/api/v1/health', { 'accept-encoding': 'br' })
    expect(health.headers['content-encoding']).toBeUndefined()
    expect(health.headers.vary?.toLowerCase()).toContain('accept-encoding')
    expect(JSON.parse(health.body.toString('utf8')).data.status).toBe('ok')
  })

  it('never encodes images that are compressed already', async () => {
    const dir = join(inject('mediaDir'), 'stories')
    const jpeg = (await readdir(dir)).find((name) => name.endsWith('.jpg'))
    const response = await get(`/media/stories/${jpeg}`, { 'accept-encoding': 'br, gzip' })
    expect(response.status).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
  })
})

describe('validators and caching', () => {
  it('a hashed asset answers 304 to its own ETag, per coding', async () => {
    const chunk = await builtFile('dist/widgets/chunks', /^hire-runtime-.*\.js$/)
    const path = `/widgets/chunks/${chunk.name}`
    const br = await get(path, { 'accept-encoding': 'br' })
    const plain = await get(path)
    expect(br.headers.etag).not.toBe(plain.headers.etag)
    const again = await get(path, {
      'accept-encoding': 'br',
      'if-none-match': br.headers.etag as string,
    })
    expect(again.status).toBe(304)
    expect(again.sent.length).toBe(0)
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(again.headers.vary?.toLowerCase()).toContain('accept-encoding')
  })

  it('unhashed files revalidate: 304 on If-None-Match and If-Modified-Since', async () => {
    const first = await get('/widgets/custom-elements.json', { 'accept-encoding': 'gzip' })
    const byTag = await get('/widgets/custom-elements.json', {
      'accept-encoding': 'gzip',
      'if-none-match': first.headers.etag as string,
    })
    expect(byTag.status).toBe(304)
    const byDate = await get('/widgets/custom-elements.json', {
      'if-modified-since': first.headers['last-modified'] as string,
    })
    expect(byDate.status).toBe(304)
    const loader = await get('/widgets/hire-widgets.js', { 'accept-encoding': 'br' })
    expect(loader.headers['cache-control']).toBe('no-cache')
    expect(loader.headers.etag).toBeTruthy()
  })

  it('media are cached a month with validators, and a matching ETag is a 304 without a body', async () => {
    const svg = await mediaSvg()
    const first = await get(`/media/${svg.path}`, { 'accept-encoding': 'br' })
    expect(first.headers['cache-control']).toBe('public, max-age=2592000')
    expect(first.headers['last-modified']).toBeTruthy()
    // Encoded on the fly: the tag is weak, and still matches when sent back.
    expect(first.headers.etag).toMatch(/^W\/"/)
    const again = await get(`/media/${svg.path}`, {
      'accept-encoding': 'br',
      'if-none-match': first.headers.etag as string,
    })
    expect(again.status).toBe(304)
    expect(again.sent.length).toBe(0)
    expect(again.headers.etag?.replace(/^W\//, '')).toBe(first.headers.etag?.replace(/^W\//, ''))
    const stale = await get(`/media/${svg.path}`, { 'if-none-match': '"other"' })
    expect(stale.status).toBe(200)
    expect(stale.body.equals(svg.bytes)).toBe(true)
  })

  it('uploads, named by a fresh UUID, are immutable for a year', async () => {
    const name = `${randomUUID()}.jpg`
    const file = join(inject('mediaDir'), 'uploads', name)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))
    try {
      const response = await get(`/media/uploads/${name}`)
      expect(response.status).toBe(200)
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(response.headers.etag).toBeTruthy()
    } finally {
      await rm(file, { force: true })
    }
  })
})
