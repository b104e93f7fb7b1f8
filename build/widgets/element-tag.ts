import type { OutputChunk } from 'rolldown'

/**
 * The tag a widget's entry chunk defines, from its `widgets/<name>/element.ts`: the bundler
 * keeps an element in a chunk of its own when its folder's modules are shared elsewhere.
 */
export function elementTag(chunk: OutputChunk | undefined): string | null {
  const folder = /[\\/]widgets[\\/]([\w-]+)[\\/]element\.ts$/.exec(chunk?.facadeModuleId ?? '')?.[1]
  return folder ? `hire-${folder}` : (chunk?.name ?? null)
}
