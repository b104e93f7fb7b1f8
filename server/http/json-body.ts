/**
 * JSON bodies parsed with bounds. The nesting depth is measured by one linear scan before
 * `JSON.parse`, without recursion, so a body of thousands of nested `[` is refused in
 * microseconds instead of reaching the recursive schema checks (a stack overflow and a 500).
 * Sizes are bounded earlier, from Content-Length or while streaming (body-limits.ts).
 */
import { badRequest } from './errors.ts'

/** No call of the contract nests deeper than a few levels; 32 leaves room for growth. */
export const maxJsonDepth = 32
export const maxJsonChars = 1024 * 1024

/** The deepest nesting of arrays and objects in `text`, stopping once past `limit`. */
export function jsonDepth(text: string, limit = maxJsonDepth): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (inString) {
      if (code === 92)
        i++ // backslash: skip the escaped character
      else if (code === 34) inString = false
      continue
    }
    if (code === 34) inString = true
    else if (code === 91 || code === 123) {
      depth++
      if (depth > deepest) {
        deepest = depth
        if (deepest > limit) return deepest
      }
    } else if (code === 93 || code === 125) depth--
  }
  return deepest
}

/** The parsed body (undefined when empty), or a 400 for malformed, oversized or deep JSON. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined
  if (text.length > maxJsonChars) throw badRequest('Request body is too large')
  if (jsonDepth(text) > maxJsonDepth) {
    throw badRequest(`JSON body is nested too deeply (at most ${maxJsonDepth} levels)`)
  }
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest('Malformed JSON body')
  }
}
