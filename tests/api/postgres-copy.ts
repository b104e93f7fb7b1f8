/**
 * A PostgreSQL database of a test file's own: a copy of the seeded test database
 * (`CREATE DATABASE … TEMPLATE`), so suites that count the catalogue never see listings,
 * users or messages that other files add at the same time. Dropped when the file is done.
 */
import { randomBytes } from 'node:crypto'
import postgres from 'postgres'

/** Copies are named after the template, so a later run can sweep up a crashed run's. */
export const copyPrefix = (template: string) => `${template}_copy_`

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

const templateName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1))

/** Runs `work` on the server's maintenance database (no session on the template). */
async function onServer<T>(url: string, work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(withDatabase(url, 'postgres'), { max: 1, onnotice: () => {} })
  try {
    return await work(sql)
  } finally {
    await sql.end()
  }
}

export interface PostgresCopy {
  url: string
  drop(): Promise<void>
}

export async function copyOfTestDatabase(templateUrl: string): Promise<PostgresCopy> {
  const template = templateName(templateUrl)
  const name = `${copyPrefix(template)}${randomBytes(6).toString('hex')}`
  await onServer(templateUrl, async (sql) => {
    // Copies made at the same moment may find the template briefly busy: try again.
    for (let attempt = 0; ; attempt++) {
      try {
        await sql.unsafe(`create database "${name}" template "${template}"`)
        return
      } catch (error) {
        const busy = /being accessed by other users/.test(String(error))
        if (!busy || attempt >= 50) throw error
        await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50))
      }
    }
  })
  return {
    url: withDatabase(templateUrl, name),
    drop: () =>
      onServer(templateUrl, async (sql) => {
        await sql.unsafe(`drop database if exists "${name}" with (force)`)
      }),
  }
}

/** Drops the copies a crashed earlier run left behind. */
export async function dropLeftoverCopies(templateUrl: string): Promise<void> {
  const prefix = copyPrefix(templateName(templateUrl))
  await onServer(templateUrl, async (sql) => {
    const rows = await sql<{ datname: string }[]>`
      select datname from pg_database where starts_with(datname, ${prefix})`
    for (const row of rows)
      await sql.unsafe(`drop database if exists "${row.datname}" with (force)`)
  })
}
