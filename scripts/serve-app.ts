/**
 * The one-port composition behind `npm start` (and the page-speed and compression tests):
 * the sandbox API under /api/v1 (with /media and /sandbox), the embed bundle under
 * /widgets/, the built site's assets, and the server-rendered pages. Every response passes
 * through the compression wrapper, so pages, assets and API answers are encoded alike.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { getRequestListener } from '@hono/node-server'
import { compressResponse } from '../server/http/compression/compress-response.ts'
import { keepConnectionsAlive } from '../server/http/keep-alive.ts'
import { refuseUnsafeMethod } from '../server/http/node-guards.ts'
import { inTurn } from '../server/http/turn-queue.ts'
import type { ApiServer } from '../server/index.ts'
import { serveFile } from './static-files.ts'

export interface BuiltSite {
  handler: (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void
}

/** The built Astro site's request handler (dist/site, from `npm run build`). */
export async function loadSite(root: string): Promise<BuiltSite> {
  return (await import(pathToFileURL(join(root, 'dist/site/server/entry.mjs')).href)) as BuiltSite
}

const apiPrefixes = ['/api/v1/', '/media/', '/sandbox/']

export function createMarketplaceServer(root: string, api: ApiServer, site: BuiltSite): Server {
  const apiListener = getRequestListener(api.fetch)
  const widgetsDir = join(root, 'dist/widgets')
  const siteAssetsDir = join(root, 'dist/site/client')
  const notFound = (res: ServerResponse) =>
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')

  return keepConnectionsAlive(createServer((req, res) => inTurn(() => serve(req, res))))

  async function serve(req: IncomingMessage, res: ServerResponse) {
    if (refuseUnsafeMethod(req, res)) return
    compressResponse(req, res)
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    if (apiPrefixes.some((prefix) => path.startsWith(prefix)) || path === '/api/v1') {
      return apiListener(req, res)
    }
    if (path.startsWith('/widgets/')) {
      // Partner pages load the bundle from other origins as ES modules, which requires CORS.
      res.setHeader('access-control-allow-origin', '*')
      if (await serveFile(req, res, widgetsDir, path.slice('/widgets'.length))) return
      return notFound(res)
    }
    if (await serveFile(req, res, siteAssetsDir, path)) return
    site.handler(req, res, () => notFound(res))
  }
}
