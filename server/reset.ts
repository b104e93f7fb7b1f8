/**
 * `npm run db:reset`: deletes the PGlite data folder and the generated media, so the
 * next start migrates and seeds afresh. With DATABASE_URL it leaves PostgreSQL alone.
 */
import { rm } from 'node:fs/promises'
import { readSettings } from './config.ts'

const settings = readSettings()
await rm(settings.dataDir, { recursive: true, force: true })
await rm(settings.mediaDir, { recursive: true, force: true })
console.log(`Removed ${settings.dataDir} and ${settings.mediaDir}`)
if (settings.databaseUrl) {
  console.log('DATABASE_URL is set: drop and recreate that database yourself to reseed it.')
}
