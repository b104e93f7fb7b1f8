import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import viteConfig from '../vite.widgets.config.ts'
import { chunkOf, historyFile, keepRecentBuilds } from './keep-builds.ts'

let dir = ''
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hire-builds-'))
  await mkdir(join(dir, 'chunks'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

/** Writes a build's chunk files (with their companions) and records it, as the build does. */
async function build(names: string[], keep?: number, now?: Date) {
  for (const name of names) {
    for (const suffix of ['', '.br', '.gz', '.map']) {
      await writeFile(join(dir, 'chunks', `${name}${suffix}`), name)
    }
  }
  return keepRecentBuilds(
    dir,
    names.map((name) => `chunks/${name}`).concat('hire-widgets.js'),
    keep ? { keep, keepForMs: 0, ...(now ? { now } : {}) } : {},
  )
}

const onDisk = async () => (await readdir(join(dir, 'chunks'))).filter((n) => n.endsWith('.js'))

describe('keeping the previous builds’ chunks', () => {
  it('a deploy keeps the chunks the page before it still names', async () => {
    await build(['hire-item-a.js', 'item-questions-a.js'])
    await build(['hire-item-b.js', 'item-questions-b.js'])
    expect((await onDisk()).sort()).toEqual([
      'hire-item-a.js',
      'hire-item-b.js',
      'item-questions-a.js',
      'item-questions-b.js',
    ])
  })

  it('drops chunks (and their .br, .gz and .map copies) only older builds wrote', async () => {
    await build(['x-1.js', 'shared-s.js'], 2)
    await build(['x-2.js', 'shared-s.js'], 2)
    const removed = await build(['x-3.js', 'shared-s.js'], 2)
    expect(removed.sort()).toEqual(
      ['chunks/x-1.js', 'chunks/x-1.js.br', 'chunks/x-1.js.gz', 'chunks/x-1.js.map'].sort(),
    )
    expect((await onDisk()).sort()).toEqual(['shared-s.js', 'x-2.js', 'x-3.js'])
    const history = JSON.parse(await readFile(join(dir, historyFile), 'utf8'))
    expect(history).toHaveLength(2)
  })

  it('keeps every build of the last day, however many', async () => {
    const at = (hours: number) => new Date(Date.UTC(2026, 10, 26, hours))
    for (const [index, hours] of [0, 1, 2, 3].entries()) {
      await writeFile(join(dir, 'chunks', `y-${index}.js`), '')
      await keepRecentBuilds(dir, [`chunks/y-${index}.js`], { keep: 1, now: at(hours) })
    }
    expect((await onDisk()).sort()).toEqual(['y-0.js', 'y-1.js', 'y-2.js', 'y-3.js'])
    await keepRecentBuilds(dir, ['chunks/y-3.js'], { keep: 1, now: at(25) })
    expect((await onDisk()).sort()).toEqual(['y-2.js', 'y-3.js'])
  })

  it('the first build that keeps history keeps what the folder already held', async () => {
    await writeFile(join(dir, 'chunks', 'live-old.js'), '')
    await build(['live-new.js'])
    expect((await onDisk()).sort()).toEqual(['live-new.js', 'live-old.js'])
  })

  it('names a companion file’s chunk', () => {
    expect(chunkOf('chunks/a-1.js.map')).toBe('chunks/a-1.js')
    expect(chunkOf('chunks/a-1.js.br')).toBe('chunks/a-1.js')
    expect(chunkOf('chunks/a-1.css')).toBe('chunks/a-1.css')
  })

  it('the widget build no longer empties its folder', () => {
    const config = viteConfig as { build?: { emptyOutDir?: boolean } }
    expect(config.build?.emptyOutDir).toBe(false)
  })
})
