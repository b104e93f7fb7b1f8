// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import {
  robotsTxt,
  type SitemapSources,
  sitemapEntries,
  sitemapXml,
  staticPaths,
} from './sitemap.ts'

const sources: SitemapSources = {
  categories: [{ _id: 'c1' }],
  items: [{ _id: 'i1' }, { _id: 'i2' }, { _id: 'i1' }, { _id: '' }],
  destinations: [{ _id: 'd1' }],
  stories: [{ _id: 's1', created: '2031-02-03T04:05:06.000Z' }],
  suppliers: [{ _id: 'u1', updated: 'not a date' }],
}

describe('sitemapEntries', () => {
  it('lists static pages, categories, destinations, items, stories and suppliers once each', () => {
    const paths = sitemapEntries(sources).map((entry) => entry.path)
    expect(paths.slice(0, staticPaths.length)).toEqual([...staticPaths])
    expect(paths.slice(staticPaths.length)).toEqual([
      '/category/c1',
      '/location/d1',
      '/equipments/i1',
      '/equipments/i2',
      '/stories/s1',
      '/supplier/profile/u1',
    ])
  })

  it('dates stories and suppliers when the date is real', () => {
    const entries = sitemapEntries(sources)
    expect(entries.find((entry) => entry.path === '/stories/s1')?.lastmod).toBe(
      '2031-02-03T04:05:06.000Z',
    )
    expect(entries.find((entry) => entry.path === '/supplier/profile/u1')?.lastmod).toBeUndefined()
  })

  it('keeps to the 50,000 addresses of one sitemap file', () => {
    const items = Array.from({ length: 50_010 }, (_, n) => ({ _id: `i${n}` }))
    expect(sitemapEntries({ ...sources, items })).toHaveLength(50_000)
  })
})

describe('sitemapXml', () => {
  it('writes absolute, escaped addresses in the sitemap namespace', () => {
    const xml = sitemapXml(
      [{ path: '/' }, { path: '/x?a=1&b=<2>', lastmod: '2031-01-01T00:00:00.000Z' }],
      'https://hire.example',
    )
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true)
    expect(xml).toContain('<loc>https://hire.example/</loc>')
    expect(xml).toContain('<loc>https://hire.example/x?a=1&amp;b=%3C2%3E</loc>')
    expect(xml).toContain('<lastmod>2031-01-01T00:00:00.000Z</lastmod>')
    const doc = new DOMParser().parseFromString(xml, 'application/xml')
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
    expect(doc.getElementsByTagName('url')).toHaveLength(2)
  })
})

describe('robotsTxt', () => {
  it('points at the absolute sitemap and keeps crawlers out of the API', () => {
    const text = robotsTxt('https://hire.example')
    expect(text).toContain('Sitemap: https://hire.example/sitemap.xml')
    expect(text).toContain('Disallow: /api/')
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/)
  })
})
