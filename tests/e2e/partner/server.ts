/**
 * A partner tourism site on its own origin, with aggressive global CSS (a reset, Bootstrap
 * and hostile rules of its own), embedding the marketplace bundle with one script tag.
 */
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { seedId } from '../../../server/db/seed/ids.ts'

const port = Number(process.env.E2E_PARTNER_PORT ?? 4398)
const marketplace = `http://localhost:${process.env.E2E_PORT ?? 4399}`
const here = new URL('.', import.meta.url).pathname
const root = new URL('../../../', import.meta.url).pathname

const files: Record<string, { path: string; type: string }> = {
  '/bootstrap.css': {
    path: `${root}node_modules/bootstrap/dist/css/bootstrap.min.css`,
    type: 'text/css',
  },
  '/hostile.css': { path: `${here}hostile.css`, type: 'text/css' },
}

const pages: Record<string, string> = {
  '/': 'index.html',
  '/results': 'results.html',
  '/listings': 'listings.html',
  // ?id=<item id>: one <hire-item>
  '/item': 'item.html',
  // ?next=<marketplace path>: <hire-account view="login"> continuing there
  '/account': 'account.html',
  // ?id=<item id>: a search bar in a clipped hero and <hire-item> in a 280 px sidebar
  '/tight': 'tight.html',
  // ?id=<item id>: a dark page with heavy global rules, every widget in an awkward spot
  '/hostile': 'hostile.html',
}

/** A query value for an attribute: ids and site paths only, nothing that could break out. */
function attribute(url: URL, name: string, fallback: string): string {
  const value = url.searchParams.get(name) ?? fallback
  return /^[\w/-]*$/.test(value) ? value : fallback
}

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://partner')
  const path = url.pathname
  if (path === '/health') return res.writeHead(200).end('ok')
  const asset = files[path]
  if (asset) {
    res.writeHead(200, { 'content-type': asset.type })
    return res.end(await readFile(asset.path))
  }
  const page = pages[path]
  if (!page) return res.writeHead(404).end('Not found')
  const html = (await readFile(`${here}${page}`, 'utf8'))
    .replaceAll('{{MARKETPLACE}}', marketplace)
    .replaceAll('{{DEMO_SUPPLIER}}', seedId('user:demo-supplier'))
    .replaceAll('{{ITEM_ID}}', attribute(url, 'id', ''))
    .replaceAll('{{NEXT}}', attribute(url, 'next', '/'))
    // ?partner=<code>: the partner code the embed carries into bookings ('' for none)
    .replaceAll('{{PARTNER}}', attribute(url, 'partner', ''))
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' }
  // The hostile page's own cookie, which the widgets must leave as it is.
  if (page === 'hostile.html') headers['set-cookie'] = 'partner_session=abc; Path=/'
  // ?csp=1: the Content-Security-Policy the README asks of a partner page, plus the page's own.
  if (url.searchParams.get('csp') === '1') {
    headers['content-security-policy'] = [
      "default-src 'self'",
      `script-src 'self' ${marketplace}`,
      `style-src 'self' ${marketplace} 'unsafe-inline'`,
      `connect-src ${marketplace}`,
      `img-src ${marketplace} data: blob:`,
      `media-src ${marketplace}`,
      'worker-src blob:',
    ].join('; ')
  }
  res.writeHead(200, headers)
  res.end(html)
}).listen(port, '127.0.0.1')
