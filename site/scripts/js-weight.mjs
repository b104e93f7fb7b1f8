// Reports the JavaScript a page loads before any interaction (inline scripts, module
// scripts, islands hydrated on load/idle and every chunk they import statically) and what
// islands hydrated on interaction add after the first one.
// Usage: node site/scripts/js-weight.mjs http://127.0.0.1:4321/ [client dir]
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const [pageUrl = 'http://127.0.0.1:4321/', clientDir = 'dist/site/client'] = process.argv.slice(2)
const html = await (await fetch(pageUrl)).text()
const gz = (text) => gzipSync(text, { level: 9 }).length

const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
  .map((match) => match[1])
  .filter((code) => code.trim())
const initial = new Set([...html.matchAll(/<script[^>]*\bsrc="(\/[^"]+\.m?js)"/g)].map((m) => m[1]))
const deferred = new Set()
for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
  const attr = (name) => tag.match(new RegExp(`${name}="([^"]*)"`))?.[1]
  const later = ['interaction', 'visible', 'media'].includes(attr('client') ?? '')
  for (const url of [attr('component-url'), attr('renderer-url')]) {
    if (url) (later ? deferred : initial).add(url)
  }
}

function collect(entries, skip = new Map()) {
  const seen = new Map()
  const visit = (path) => {
    if (seen.has(path) || skip.has(path)) return
    const code = readFileSync(join(clientDir, path), 'utf8')
    seen.set(path, code)
    for (const match of code.matchAll(/(?:import|from)\s*["']([^"']+\.m?js)["']/g)) {
      visit(new URL(match[1], `http://x${path}`).pathname)
    }
  }
  for (const entry of entries) visit(entry)
  return seen
}

function report(title, files, extra = []) {
  const rows = [...files].map(([path, code]) => ({ path, raw: code.length, gzip: gz(code) }))
  rows.push(...extra)
  console.log(title)
  for (const row of rows) {
    console.log(
      `${String(row.gzip).padStart(7)} B gz  ${String(row.raw).padStart(7)} B  ${row.path}`,
    )
  }
  const total = rows.reduce((sum, row) => sum + row.gzip, 0)
  console.log(`${String(total).padStart(7)} B gz  total (files gzipped one by one)\n`)
  return total
}

const first = collect(initial)
const inlineRow = {
  path: `(${inline.length} inline scripts)`,
  raw: inline.join('').length,
  gzip: gz(inline.join('\n')),
}
const before = report('Before any interaction:', first, [inlineRow])
const later = report('Added on first interaction:', collect(deferred, first))
console.log(`${before} B gz before interaction, ${before + later} B gz in all`)
