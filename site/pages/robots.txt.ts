/** /robots.txt: crawl the pages, not the API or the sandbox; the sitemap's absolute address. */
import type { APIRoute } from 'astro'
import { robotsTxt } from '../lib/sitemap.ts'

export const GET: APIRoute = ({ site, url }) =>
  new Response(robotsTxt((site ?? url).origin), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    },
  })
