/**
 * Reusable superstruct field types. Query strings arrive as text, so numeric and
 * boolean query fields coerce from strings; bodies arrive as JSON and do not.
 */
import {
  boolean,
  define,
  integer,
  max,
  min,
  number,
  optional,
  pattern,
  refine,
  Struct,
  size,
  string,
} from 'superstruct'

/**
 * superstruct's `coerce(struct, string(), convert)` without its cost: coerce tests its
 * condition with `is()`, which builds a StructError, stack trace and all, for every value
 * that is not a string, i.e. for every absent optional query field (a dozen a search).
 */
function fromText<T, S>(struct: Struct<T, S>, convert: (text: string) => unknown): Struct<T, S> {
  return new Struct({
    ...struct,
    coercer: (value, context) =>
      struct.coercer(typeof value === 'string' ? convert(value) : value, context),
  })
}

/* @__NO_SIDE_EFFECTS__ */
const finite = (struct: Struct<number, null>) =>
  refine(struct, 'finite', (value) => Number.isFinite(value) || 'must be a number')

/** A number in a query string ("12.5"). Empty strings stay invalid rather than becoming 0. */
export const queryNumber = () =>
  fromText(finite(number()), (text) => (text.trim() === '' ? Number.NaN : Number(text)))

/** A whole number in a query string, bounded. */
export const queryInt = (lowest: number, highest: number) =>
  fromText(min(max(integer(), highest), lowest), (text) =>
    /^-?\d+$/.test(text.trim()) ? Number(text) : Number.NaN,
  )

/** 'true'/'false'/'1'/'0' in a query string. */
export const queryBoolean = () =>
  fromText(boolean(), (text) => {
    if (text === 'true' || text === '1') return true
    if (text === 'false' || text === '0') return false
    return text
  })

/** Comma-separated ids ("a,b,c") in a query string, or a repeated parameter. */
export const queryIdList = () =>
  fromText(size(define<string[]>('id list', isIdList), 0, 100), (text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )

const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
function isIdList(value: unknown): boolean {
  return Array.isArray(value) && value.every((id) => typeof id === 'string' && idPattern.test(id))
}

/** Record ids are UUIDs. */
export const id = () => pattern(string(), idPattern)

export const latitude = () => min(max(queryNumber(), 90), -90)
export const longitude = () => min(max(queryNumber(), 180), -180)

/** Non-empty trimmed text of bounded length. */
/* @__NO_SIDE_EFFECTS__ */
export const text = (longest: number) =>
  refine(
    size(string(), 1, longest),
    'text',
    (value) => value.trim().length > 0 || 'must not be blank',
  )

/* @__NO_SIDE_EFFECTS__ */
export const optionalText = (longest: number) => optional(size(string(), 0, longest))
