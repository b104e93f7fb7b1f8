/**
 * Legal content is HTML from the API: it goes through DOMPurify (loaded with the policy
 * modal only) with the site's rules: no scripts, handlers, styles, forms or frames, no ids
 * or names that could clobber the page's globals, and links open in a new tab safely.
 */
import type { DOMPurify } from 'dompurify'
import { contentHtmlPolicy } from '../../../../shared/domain/lib/html-policy.ts'

export const policyPurifyOptions = {
  ...contentHtmlPolicy,
  FORBID_ATTR: ['style', 'id', 'name'],
}

export function sanitizePolicy(purify: DOMPurify, html: string): string {
  const clean = purify.sanitize(html, { ...policyPurifyOptions, RETURN_DOM_FRAGMENT: true })
  for (const link of clean.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank')
    link.setAttribute('rel', 'noopener noreferrer')
  }
  const holder = document.createElement('div')
  holder.append(clean)
  return holder.innerHTML
}

export async function loadPurifier(): Promise<DOMPurify> {
  const { default: purify } = await import('dompurify')
  return purify
}
