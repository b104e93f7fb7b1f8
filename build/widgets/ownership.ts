/**
 * Which widget a module belongs to, found by walking the module graph: its folder, the one
 * widget chunk that imports it, or the one element that reaches it.
 */
import type { ModuleInfo } from 'rolldown'
import { runtimeModule } from './module-tables.ts'

/**
 * widgets/search/x.tsx → hire-search (the widget's chunk); widgets/listings/browse/y.tsx →
 * listings-browse (a part of it, named so `hire-listings-*` matches only the former).
 */
function folderChunk(id: string): string | null {
  const match =
    /[\\/]widgets[\\/]((?!runtime[\\/]|ui[\\/]|loader[\\/])[\w-]+(?:[\\/][\w-]+)*)[\\/][^\\/]+$/.exec(
      id,
    )
  if (!match?.[1]) return null
  const [widget, ...part] = match[1].split(/[\\/]/)
  return part.length ? `${widget}-${part.join('-')}` : `hire-${widget}`
}

export type ModuleLookup = { getModuleInfo(id: string): ModuleInfo | null }

/**
 * The widget chunk a shared module belongs to: the one chunk whose modules import it, up
 * through other shared modules. A module imported on demand, by the runtime, or by several
 * chunks is left to the bundler, which gives it a chunk shared by exactly its importers.
 */
function ownerChunk(id: string, ctx: ModuleLookup): string | null {
  const owners = new Set<string>()
  const seen = new Set<string>([id])
  const queue = [id]
  while (queue.length) {
    const info = ctx.getModuleInfo(queue.pop() as string)
    if (!info || info.dynamicImporters.length > 0) return null
    for (const importer of info.importers) {
      if (seen.has(importer)) continue
      seen.add(importer)
      const chunk = folderChunk(importer)
      if (chunk) owners.add(chunk)
      else if (runtimeModule.test(importer) || !/[\\/]shared[\\/]/.test(importer)) return null
      else queue.push(importer)
      if (owners.size > 1) return null
    }
  }
  return owners.size === 1 ? ([...owners][0] as string) : null
}

const firstLoaded = new Map<string, boolean>()

/**
 * Whether a module is in some widget's first load: reachable from a widget's element.ts
 * through static imports only. A part the widget imports on demand (a later wizard step,
 * a rarely opened dialog) is not, even when it lives in the widget's own folder.
 */
function inFirstLoad(id: string, ctx: ModuleLookup): boolean {
  const known = firstLoaded.get(id)
  if (known !== undefined) return known
  const seen = new Set<string>([id])
  const queue = [id]
  let found = false
  while (queue.length && !found) {
    const current = queue.pop() as string
    if (/[\\/]widgets[\\/][\w-]+[\\/]element\.ts$/.test(current)) found = true
    for (const importer of ctx.getModuleInfo(current)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer)
        queue.push(importer)
      }
    }
  }
  firstLoaded.set(id, found)
  return found
}

/**
 * A widget folder's modules, and the shared modules only that folder uses, in one chunk.
 * What only its on-demand parts use (hire-<widget> chunk, not in its first load) is left to
 * the bundler, which puts it in the chunk of the part that imports it.
 */
export function widgetChunk(id: string, ctx: ModuleLookup): string | null {
  const shared = /[\\/]shared[\\/]/.test(id)
  const ours = !/[\\/]node_modules[\\/]/.test(id)
  const chunk =
    folderChunk(id) ?? (shared ? ownerChunk(id, ctx) : null) ?? (ours ? soleElement(id, ctx) : null)
  if (chunk?.startsWith('hire-') && !inFirstLoad(id, ctx)) return null
  return chunk
}

/**
 * The one element whose code, first load or on-demand parts, reaches a module. Such a
 * module would otherwise go to the element's own entry chunk, which then becomes a facade
 * beside the widget's chunk; the bundler emits that facade's namespace export without
 * defining it (`element_exports is not defined`), and the element never loads.
 */
function soleElement(id: string, ctx: ModuleLookup): string | null {
  const elements = new Set<string>()
  const seen = new Set<string>([id])
  const queue = [id]
  while (queue.length) {
    const info = ctx.getModuleInfo(queue.pop() as string)
    for (const importer of [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])]) {
      if (seen.has(importer)) continue
      seen.add(importer)
      const element = /[\\/]widgets[\\/]([\w-]+)[\\/]element\.ts$/.exec(importer)?.[1]
      if (element) elements.add(`hire-${element}`)
      else if (/[\\/]widgets[\\/]loader[\\/]/.test(importer)) return null
      else queue.push(importer)
      if (elements.size > 1) return null
    }
  }
  return elements.size === 1 ? ([...elements][0] as string) : null
}
