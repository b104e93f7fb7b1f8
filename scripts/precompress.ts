/**
 * The build's last step (`npm run build`): writes `name.br` and `name.gz` beside every text
 * file of the widget bundle and the site's client assets, at the highest quality, so the
 * launcher serves them without encoding per request (scripts/static-files.ts). Source maps
 * are left out (only developer tools fetch them; they are encoded on the fly then), and so
 * are files under 1 KB and copies that would not be smaller.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type Coding, encodeFile } from '../server/http/compression/encoders.ts'
import { minimumCompressedBytes, textFileType } from '../server/http/compression/text-types.ts'

const root = new URL('..', import.meta.url).pathname
const folders = ['dist/widgets', 'dist/site/client']
const codings: [Coding, string][] = [
  ['br', '.br'],
  ['gzip', '.gz'],
]

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.map') && textFileType(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

async function precompress(file: string): Promise<{ bytes: number; br: number }> {
  const body = await readFile(file)
  if (body.length < minimumCompressedBytes) return { bytes: 0, br: 0 }
  let br = 0
  const modified = (await stat(file)).mtimeMs
  for (const [coding, suffix] of codings) {
    const target = `${file}${suffix}`
    const existing = await stat(target).catch(() => null)
    if (existing && existing.mtimeMs >= modified) {
      if (coding === 'br') br = existing.size
      continue
    }
    const encoded = await encodeFile(coding, body)
    if (encoded.length >= body.length) continue
    await writeFile(target, encoded)
    if (coding === 'br') br = encoded.length
  }
  return { bytes: body.length, br }
}

const started = Date.now()
const files = (await Promise.all(folders.map((folder) => textFiles(join(root, folder))))).flat()
// Two at a time: brotli's best quality is CPU-bound, and builds share the machine.
let next = 0
let bytes = 0
let br = 0
async function worker() {
  while (next < files.length) {
    const result = await precompress(files[next++] as string)
    bytes += result.bytes
    br += result.br
  }
}
await Promise.all([worker(), worker()])
console.log(
  `precompressed ${files.length} files: ${Math.round(bytes / 1024)} KiB → ${Math.round(br / 1024)} KiB brotli (${((Date.now() - started) / 1000).toFixed(1)} s)`,
)
