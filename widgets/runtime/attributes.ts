/**
 * How attributes become props, following HTML rather than r2wc: a boolean is true when the
 * attribute is present (even empty or "false") and false when it is removed; a removed
 * attribute resets its prop to undefined (the component's default); JSON that does not
 * parse is reported instead of thrown.
 */
export type PropKind =
  /** text attribute */
  | 'string'
  /** numeric attribute; text that is not a number leaves the prop undefined */
  | 'number'
  /** presence attribute */
  | 'boolean'
  /** JSON in an attribute, or any value through the property */
  | 'json'
  /** rich data through the property only; no attribute */
  | 'property'

export type PropSpec = Record<string, PropKind>

export type Parsed = { ok: true; value: unknown } | { ok: false; error: string }

export function attributeName(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()
}

export function parseAttribute(kind: PropKind, value: string | null): Parsed {
  if (kind === 'boolean') return { ok: true, value: value !== null }
  if (value === null) return { ok: true, value: undefined }
  switch (kind) {
    case 'number': {
      const number = value.trim() === '' ? Number.NaN : Number(value)
      return { ok: true, value: Number.isFinite(number) ? number : undefined }
    }
    case 'json':
      try {
        return { ok: true, value: JSON.parse(value) }
      } catch {
        return { ok: false, error: 'is not valid JSON' }
      }
    default:
      return { ok: true, value }
  }
}
