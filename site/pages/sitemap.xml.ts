/** /sitemap.xml: every public page (site/lib/sitemap.ts), built from the public API. */
import type { APIRoute } from 'astro'
import { loadSitemapSources, sitemapEntries, sitemapXml } from '../lib/sitemap.ts'

export const GET: APIRoute = async ({ site, url }) => {
  const entries = sitemapEntries(await loadSitemapSources())
  return new Response(sitemapXml(entries, (site ?? url).origin), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  })
}
