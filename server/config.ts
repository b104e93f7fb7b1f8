/**
 * Server settings, read once from the environment. Options passed to createApiServer win
 * over the environment, which wins over the defaults (data under `.data/` at the repo root).
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export interface ServerOptions {
  /** postgres://… : use a real PostgreSQL instead of the embedded PGlite */
  databaseUrl?: string
  /** PGlite data folder (ignored with databaseUrl) */
  dataDir?: string
  /** Folder of generated and uploaded media, served at /media */
  mediaDir?: string
}

export interface ServerSettings {
  databaseUrl: string | undefined
  dataDir: string
  mediaDir: string
  apiKey: string
  clientId: string
  clientSecret: string
  /** Origin put in front of media paths; by default the origin of each request */
  publicUrl: string | undefined
}

export const repoRoot = fileURLToPath(new URL('..', import.meta.url))
export const defaultDataDir = resolve(repoRoot, '.data/pglite')
export const defaultMediaDir = resolve(repoRoot, '.data/media')

function env(name: string): string | undefined {
  const value = process.env[name]?.trim()
  return value ? value : undefined
}

export function readSettings(options: ServerOptions = {}): ServerSettings {
  return {
    databaseUrl: options.databaseUrl ?? env('DATABASE_URL'),
    dataDir: resolve(options.dataDir ?? env('PGLITE_DIR') ?? env('DATA_DIR') ?? defaultDataDir),
    mediaDir: resolve(options.mediaDir ?? env('MEDIA_DIR') ?? defaultMediaDir),
    apiKey: env('API_KEY') ?? 'sandbox',
    clientId: env('CLIENT_ID') ?? 'sandbox',
    clientSecret: env('CLIENT_SECRET') ?? 'sandbox',
    publicUrl: env('PUBLIC_URL')?.replace(/\/+$/, ''),
  }
}
