/** A GET without any automatic decoding, so the bytes on the wire can be checked. */
import { type IncomingHttpHeaders, request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

export interface Raw {
  status: number
  headers: IncomingHttpHeaders
  /** the body as sent */
  sent: Buffer
  /** the body decoded from its Content-Encoding */
  body: Buffer
}

export function rawGet(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', reject)
      res.on('end', () => {
        const sent = Buffer.concat(chunks)
        const coding = res.headers['content-encoding']
        const body =
          coding === 'br' ? brotliDecompressSync(sent) : coding === 'gzip' ? gunzipSync(sent) : sent
        resolve({ status: res.statusCode ?? 0, headers: res.headers, sent, body })
      })
    })
    req.on('error', reject)
    req.end()
  })
}
