/** Serves built files with `send` (ranges, ETags, content types); answers false when absent. */
import { stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, normalize } from 'node:path'
import send from 'send'

/** Hashed build assets never change, so browsers may keep them for a year. */
const immutable = /\/(?:_astro|chunks)\//

export async function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  dir: string,
  urlPath: string,
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return false
  }
  const relative = normalize(decoded).replace(/^(\.\.[/\\])+/, '')
  const file = join(dir, relative)
  if (!file.startsWith(dir)) return false
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return false
  await new Promise<void>((resolve) => {
    const stream = send(req, relative, {
      root: dir,
      dotfiles: 'deny',
      immutable: immutable.test(urlPath),
      maxAge: immutable.test(urlPath) ? '365d' : 0,
    })
    stream.on('error', () => {
      if (!res.headersSent) res.writeHead(404).end()
      resolve()
    })
    stream.on('end', resolve)
    stream.pipe(res)
  })
  return true
}
