/**
 * Upload memory benchmark: `npm run bench:uploads [-- --s3]`.
 *
 * Starts the API alone (server/main.ts) in a child process on a fresh sandbox database,
 * with local media or, with --s3, an s3rver bucket in this process. The demo hirer then
 * sends BENCH_UPLOADS (20) uploads of BENCH_UPLOAD_MB (50) MB at once, each body streamed
 * from a generator so the sender holds none of it. It prints the API process's resident
 * memory idle and at its peak during the uploads (sampled every 25 ms), and every answer's
 * status. It measures; it never fails on figures.
 */
import { fileURLToPath } from 'node:url'
import { startTestBucket } from '../tests/api/object-storage.ts'
import { publicHeaders } from './bench/load-setup.ts'
import { rssMb, rssPeak, startProduct } from './bench/product-server.ts'

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}
const uploads = setting('BENCH_UPLOADS', 20)
const megabytes = setting('BENCH_UPLOAD_MB', 50)
const useS3 = process.argv.includes('--s3')
const mainScript = fileURLToPath(new URL('../server/main.ts', import.meta.url))
const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** A multipart body of one PNG-headed file of `bytes`, made 64 KB at a time. */
function multipartBody(bytes: number, boundary: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const chunk = new Uint8Array(64 * 1024).map((_, index) => (index * 31) & 0xff)
  chunk.set(png)
  let sent = 0
  let stage: 'head' | 'file' | 'tail' | 'done' = 'head'
  return new ReadableStream({
    pull(controller) {
      if (stage === 'head') {
        const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`
        controller.enqueue(encoder.encode(head))
        stage = 'file'
      } else if (stage === 'file') {
        const size = Math.min(chunk.length, bytes - sent)
        controller.enqueue(chunk.slice(0, size))
        sent += size
        if (sent >= bytes) stage = 'tail'
      } else if (stage === 'tail') {
        controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`))
        stage = 'done'
      } else {
        controller.close()
      }
    },
  })
}

const bucket = useS3 ? await startTestBucket('hire-bench') : null
const api = await startProduct(bucket?.env() ?? {}, mainScript)
try {
  const login = await fetch(`${api.origin}/api/v1/user/login`, {
    method: 'POST',
    headers: { ...publicHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'hirer@example.com', password: 'Password1' }),
  })
  const { data } = (await login.json()) as { data: { accessToken: string } }
  const auth = `Bearer ${data.accessToken}`
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const idle = rssMb(api.pid)
  const peak = rssPeak(api.pid, 25)
  const started = Date.now()
  const statuses = await Promise.all(
    Array.from({ length: uploads }, async (_, index) => {
      const boundary = `bench-upload-${index}`
      const response = await fetch(`${api.origin}/api/v1/media-upload`, {
        method: 'POST',
        headers: {
          ...publicHeaders,
          authorization: auth,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body: multipartBody(megabytes * 1024 * 1024, boundary),
        duplex: 'half',
      } as RequestInit)
      await response.arrayBuffer()
      return response.status
    }),
  )
  const seconds = (Date.now() - started) / 1000
  const top = peak.stop()
  const counts: Record<string, number> = {}
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1
  console.log(
    JSON.stringify(
      {
        storage: useS3 ? 's3 (s3rver)' : 'local disk',
        uploads,
        megabytesEach: megabytes,
        seconds,
        statuses: counts,
        rssIdleMb: idle,
        rssPeakMb: top,
        rssGrowthMb: idle !== null && top !== null ? top - idle : null,
      },
      null,
      2,
    ),
  )
} finally {
  await api.stop()
  await bucket?.close()
}
