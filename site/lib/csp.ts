/**
 * The pages' Content-Security-Policy, besides script-src and style-src (which Astro writes
 * from the hashes of what it renders, plus our per-request nonce: astro.config.mjs and
 * site/middleware.ts). Scripts only from our origin, hashed Astro scripts or the nonce of
 * our own inline scripts; nothing may frame our pages (sign-in, checkout); maps draw from a
 * blob: worker; the API and media may sit on other origins (PUBLIC_HIRE_API_URL, PUBLIC_URL).
 * A deployment with real providers (Stripe, Google, Facebook) adds their origins here.
 */

function originOf(url: string | undefined): string | null {
  if (!url?.trim()) return null
  try {
    return new URL(url.trim()).origin
  } catch {
    return null
  }
}

export function pageDirectives(env: Record<string, string | undefined> = process.env): string[] {
  const api = originOf(env.PUBLIC_HIRE_API_URL)
  const media = originOf(env.PUBLIC_URL)
  const others = [...new Set([api, media].filter((origin) => origin !== null))].join(' ')
  const plus = others ? ` ${others}` : ''
  return [
    "default-src 'self'",
    `connect-src 'self'${plus}`,
    `img-src 'self' data: blob:${plus}`,
    `media-src 'self' blob:${plus}`,
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
}

/**
 * The CSP Astro wrote for a page (script-src and style-src with its hashes) completed with
 * this response's nonce and our other directives. Done on the finished response rather
 * than while rendering, so a page whose layout sits inside a component gets it too.
 */
export function completePolicy(astroPolicy: string, nonce: string): string {
  const parts = astroPolicy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
  const named = new Set(parts.map((part) => part.split(/\s+/, 1)[0]))
  const scripts = parts.findIndex((part) => part.startsWith('script-src '))
  if (scripts >= 0) parts[scripts] = `${parts[scripts]} 'nonce-${nonce}'`
  else parts.push(`script-src 'self' 'nonce-${nonce}'`)
  const ours = pageDirectives().filter((directive) => !named.has(directive.split(' ', 1)[0]))
  return [...ours, ...parts].join('; ')
}

/** Headers every page carries besides the CSP. */
export const pageHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // For browsers that predate frame-ancestors.
  'X-Frame-Options': 'DENY',
}
