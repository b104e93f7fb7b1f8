// @vitest-environment node
import {
  createServer,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { compressResponse } from './compress-response.ts'

let server: Server | undefined

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = undefined
})

async function serve(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<string> {
  server = createServer((req, res) => {
    compressResponse(req, res)
    handler(req, res)
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
}

function get(url: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers, method }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
        .on('error', reject)
        .end()
    },
  )
}

const page = `<!DOCTYPE html><main>${'<p>Kayak hire in Manly</p>'.repeat(100)}</main>`

describe('compressResponse', () => {
  it('streams: the first part reaches the client, decoded, before the response ends', async () => {
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    const url = await serve(async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.write(page)
      await released
      res.end('<footer>end</footer>')
    })
    const text = await new Promise<string>((resolve, reject) => {
      request(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
        expect(res.headers['content-encoding']).toBe('br')
        let decoded = ''
        const decoder = createBrotliDecompress()
        decoder.on('data', (chunk: Buffer) => {
          decoded += chunk.toString('utf8')
          // Only once the first part arrived does the server send the rest.
          if (decoded.includes('</main>')) release()
        })
        decoder.on('end', () => resolve(decoded))
        decoder.on('error', reject)
        res.pipe(decoder)
      })
        .on('error', reject)
        .end()
    })
    expect(text).toBe(`${page}<footer>end</footer>`)
  })

  it('encodes bodies given whole with their length, and drops that length', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': String(page.length),
      })
      res.end(page)
    })
    const answer = await get(url, { 'accept-encoding': 'gzip' })
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers['content-length']).toBeUndefined()
    expect(gunzipSync(answer.body).toString('utf8')).toBe(page)
  })

  it('keeps headers given as a raw list, repeated names included', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, ['content-type', 'text/css', 'set-cookie', 'a=1', 'set-cookie', 'b=2'])
      res.end(page)
    })
    const answer = await get(url, { 'accept-encoding': 'br' })
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2'])
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(page)
  })

  it('leaves small, binary, partial, already encoded and no-transform bodies alone', async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{ 'content-type': 'text/plain' }, 200, 'short'],
      [{ 'content-type': 'image/jpeg' }, 200, page],
      [{ 'content-type': 'text/plain', 'content-range': `bytes 0-9/${page.length}` }, 206, page],
      [{ 'content-type': 'text/plain', 'content-encoding': 'gzip' }, 200, page],
      [{ 'content-type': 'text/plain', 'cache-control': 'no-transform' }, 200, page],
    ]
    for (const [headers, status, body] of cases) {
      const url = await serve((_req, res) => {
        res.writeHead(status, headers)
        res.end(body)
      })
      const answer = await get(url, { 'accept-encoding': 'br, gzip' })
      expect(answer.headers['content-encoding']).toBe(headers['content-encoding'])
      expect(answer.body.toString('utf8')).toBe(body)
      await new Promise<void>((resolve) => server?.close(() => resolve()))
      server = undefined
    }
  })

  it('answers HEAD with the headers a GET would have, and weakens a strong ETag', async () => {
    const url = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html')
      res.setHeader('etag', '"abc"')
      res.setHeader('vary', 'Origin')
      res.end(page)
    })
    const head = await get(url, { 'accept-encoding': 'gzip' }, 'HEAD')
    expect(head.headers['content-encoding']).toBe('gzip')
    expect(head.headers.etag).toBe('W/"abc"')
    expect(head.headers.vary).toBe('Origin, Accept-Encoding')
    expect(head.body.length).toBe(0)
  })
})
