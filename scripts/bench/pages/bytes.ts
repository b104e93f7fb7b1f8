/**
 * What a page costs on the wire: every document, script, stylesheet and image a phone-sized
 * Chromium fetches until the network is idle (islands hydrated at idle included), as sent
 * (compressed body bytes) and as decoded, from the DevTools protocol's network events.
 */
import type { Browser } from '@playwright/test'

export type Kind = 'html' | 'js' | 'css' | 'img'
export type PageBytes = Record<Kind, { sent: number; decoded: number; files: number }>

const kinds: Record<string, Kind> = {
  Document: 'html',
  Script: 'js',
  Stylesheet: 'css',
  Image: 'img',
}

export async function measureBytes(browser: Browser, url: string): Promise<PageBytes> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const requests = new Map<string, { kind: Kind; headerBytes: number; decoded: number }>()
  const totals: PageBytes = {
    html: { sent: 0, decoded: 0, files: 0 },
    js: { sent: 0, decoded: 0, files: 0 },
    css: { sent: 0, decoded: 0, files: 0 },
    img: { sent: 0, decoded: 0, files: 0 },
  }
  cdp.on('Network.responseReceived', (event) => {
    const kind = kinds[event.type]
    if (!kind || event.response.url.startsWith('data:')) return
    // At this point the bytes received are the response's headers.
    requests.set(event.requestId, {
      kind,
      headerBytes: event.response.encodedDataLength,
      decoded: 0,
    })
  })
  cdp.on('Network.dataReceived', (event) => {
    const request = requests.get(event.requestId)
    if (request) request.decoded += event.dataLength
  })
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId)
    if (!request) return
    const total = totals[request.kind]
    total.sent += Math.max(0, event.encodedDataLength - request.headerBytes)
    total.decoded += request.decoded
    total.files += 1
  })
  await cdp.send('Network.enable')
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {})
  await context.close()
  return totals
}
