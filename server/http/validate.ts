/**
 * Reads a request's query or JSON body through a shared contract schema. Coercion and
 * defaults come from superstruct; unknown fields are dropped (mask) so newer clients keep
 * working. Failures answer 400 with a message naming the field.
 */
import type { Context } from 'hono'
import { mask, type Struct, StructError } from 'superstruct'
import { ruleRefinement } from '../../shared/contract/account/fields.ts'
import { badRequest } from './errors.ts'
import { parseJsonBody } from './json-body.ts'

export function readQuery<T, S>(c: Context, struct: Struct<T, S>): T {
  const url = new URL(c.req.url)
  const query: Record<string, string> = {}
  for (const key of new Set(url.searchParams.keys())) {
    // Repeated parameters (a=1&a=2, a[]=1) join into the comma list the schemas accept.
    const name = key.endsWith('[]') ? key.slice(0, -2) : key
    const values = url.searchParams.getAll(key)
    query[name] = query[name] ? [query[name], ...values].join(',') : values.join(',')
  }
  return check(query, struct)
}

/** Path parameters (`/user/profile-view/:id`), e.g. to answer 400 for a malformed id. */
export function readParams<T, S>(c: Context, struct: Struct<T, S>): T {
  return check(c.req.param(), struct)
}

export async function readBody<T, S>(c: Context, struct: Struct<T, S>): Promise<T> {
  return check(parseJsonBody(await c.req.text()), struct)
}

/** PostgreSQL text cannot hold NUL characters, so they are refused before any query. */
function findNul(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : null
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = findNul(inner, [...path, key])
      if (found) return found
    }
  }
  return null
}

/** Any other input (multipart form fields) through a schema, with the same 400s. */
export function validate<T, S>(value: unknown, struct: Struct<T, S>): T {
  return check(value, struct)
}

function check<T, S>(value: unknown, struct: Struct<T, S>): T {
  const nul = findNul(value)
  if (nul) throw badRequest(`${nul} contains an invalid character`)
  try {
    return mask(value, struct)
  } catch (error) {
    if (error instanceof StructError) throw badRequest(capped(describeFailure(error, value)))
    throw error
  }
}

const secretFields = new Set(['password', 'oldPassword', 'token', 'otp', 'code'])

function rawAt(value: unknown, path: readonly unknown[]): unknown {
  let current = value
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[String(key)]
  }
  return current
}

/** A short human sentence for the first failure, e.g. `limit must be a whole number`. */
export function describeFailure(error: StructError, input: unknown): string {
  const failure = error.failures()[0] ?? error
  const field = failure.path.map(String).join('.')
  if (!field) {
    return failure.type === 'object' ? 'Request body must be a JSON object' : 'Invalid request'
  }
  // Rules carry the spec's whole sentence ('Please enter valid OTP.'): answered as is, also
  // for a missing field that defaults to a value the rule refuses.
  if (failure.refinement === ruleRefinement) return failure.message
  const raw = rawAt(input, failure.path)
  if (raw === undefined || raw === null) return `${field} is required`
  const shown = secretFields.has(String(failure.key)) ? '' : ` (got ${preview(raw)})`
  const text = sentence(failure.type, failure.refinement, failure.message)
  return `${field} ${text}${text.startsWith('must') ? shown : ''}`
}

/** Echoed values are cut short: a 100 KB string in a field must not come back in the 400. */
export const maxEchoChars = 40

/** Library messages may quote the value: the whole sentence is bounded too. */
function capped(message: string): string {
  return message.length > 200 ? `${message.slice(0, 200)}…` : message
}

export function preview(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  const cut = text.length > maxEchoChars ? `${text.slice(0, maxEchoChars)}…` : text
  return typeof value === 'string' ? JSON.stringify(cut) : cut
}

function sentence(type: string, refinement: string | undefined, message: string): string {
  if (refinement === 'pattern') return 'must be a valid id'
  if (refinement === 'min' || refinement === 'max') {
    const bound = message.match(/(less|greater) than or equal to (-?[\d.]+)/)
    if (bound) return `must be ${bound[1] === 'less' ? 'at most' : 'at least'} ${bound[2]}`
  }
  if (refinement === 'size') {
    const range = message.match(/between `(\d+)` and `(\d+)`/)
    if (range) return `must be between ${range[1]} and ${range[2]} long`
  }
  if (refinement && message.startsWith('must')) return message
  switch (type) {
    case 'integer':
      return 'must be a whole number'
    case 'number':
      return 'must be a number'
    case 'boolean':
      return 'must be true or false'
    case 'string':
      return 'must be text'
    case 'id list':
      return 'must be a comma-separated list of ids'
    case 'enums': {
      const options = message.match(/one of `([^`]*)`/)?.[1]?.replaceAll('"', '')
      return options ? `must be one of ${options.replaceAll(',', ', ')}` : 'is not a valid option'
    }
    case 'object':
      return 'must be an object'
    default:
      return `is invalid: ${message}`
  }
}
