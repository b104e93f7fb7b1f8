/**
 * Plain text from stored HTML (story descriptions) for previews. The result is rendered as
 * escaped text, never as HTML, so dropping tags is enough; full HTML goes through a sanitiser.
 */
const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const hex = entity[1] === 'x' || entity[1] === 'X'
      const code = Number.parseInt(entity.slice(hex ? 2 : 1), hex ? 16 : 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole
    }
    return named[entity.toLowerCase()] ?? whole
  })
}

/** Text content of an HTML fragment, whitespace collapsed; scripts, styles and comments dropped. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return ''
  const withoutHidden = html
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
  const withoutTags = withoutHidden.replace(/<\/?[a-z!?][^>]*(>|$)/gi, ' ')
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim()
}

/** Cuts text at `limit` characters and adds an ellipsis when it was longer. */
export function truncate(text: string, limit: number): string {
  const chars = Array.from(text)
  if (chars.length <= limit) return text
  return `${chars.slice(0, limit).join('').trimEnd()}...`
}

/** Home story previews: description as text, cut at 200 characters plus an ellipsis. */
export function storyExcerpt(html: string | null | undefined, limit = 200): string {
  return truncate(htmlToText(html), limit)
}

/** '1 item', '3 items'; `many` for irregular plurals ('people', 'stories'). */
export const plural = (count: number, word: string, many = `${word}s`) =>
  `${count} ${count === 1 ? word : many}`
