/**
 * A second copy of the built site, rendering in this test process, whose API calls go
 * through a front server that can make chosen API paths fail (HTTP 500) while everything
 * else (API, assets, widgets, media) is passed to the marketplace under test. The copy has
 * its own shared cache, so what one test breaks never reaches the main server's pages.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { marketplaceUrl } from '../../playwright.config.ts'

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

export interface FailingApiSite {
  origin: string
  /** API paths (below /api/v1) that answer 500 until changed */
  failing: Set<string>
  close(): Promise<void>
}

const pagePaths = new Set(['/'])
// Hop-by-hop headers, and the encoding fetch has already undone.
const dropped = new Set(['connection', 'content-encoding', 'content-length', 'transfer-encoding'])

async function pass(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (name !== 'host' && typeof value === 'string') headers.set(name, value)
  }
  const answer = await fetch(`${marketplaceUrl}${req.url ?? '/'}`, {
    method: req.method ?? 'GET',
    headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
    redirect: 'manual',
  })
  answer.headers.forEach((value, name) => {
    if (!dropped.has(name)) res.setHeader(name, value)
  })
  res.writeHead(answer.status).end(Buffer.from(await answer.arrayBuffer()))
}

export async function startFailingApiSite(): Promise<FailingApiSite> {
  const failing = new Set<string>()
  let handler: Handler | undefined
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    const apiPath = path.startsWith('/api/v1/') ? path.slice('/api/v1'.length) : null
    if (apiPath && failing.has(apiPath)) {
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ statusCode: 500, message: 'Failing on purpose' }))
      return
    }
    if (pagePaths.has(path) && handler) {
      handler(req, res, () => res.writeHead(404).end())
      return
    }
    pass(req, res).catch(() => res.writeHead(502).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  // The site reads where its API is when its modules load.
  process.env.HIRE_API_URL = `${origin}/api/v1`
  const entry = join(process.cwd(), 'dist/site/server/entry.mjs')
  handler = ((await import(pathToFileURL(entry).href)) as { handler: Handler }).handler
  return {
    origin,
    failing,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
