/**
 * Every email and SMS the product sends, worded in one place: a plain-text and an HTML body
 * for each, signed with the product's name and its support address. Anything that comes
 * from people (names, titles, message text) is HTML-escaped in the HTML body; the plain
 * text is sent as written.
 */
import type { CodePurpose } from '../account/codes.ts'
import type { Brand } from './brand.ts'

export interface RenderedMessage {
  subject: string
  text: string
  html: string
}

const codeSubjects: Record<CodePurpose, string> = {
  'verify-email': 'Verify your email address',
  'reset-password': 'Reset your password',
  'change-email': 'Confirm your new email address',
  'change-phone': 'Confirm your phone number',
}

const codeReasons: Record<CodePurpose, string> = {
  'verify-email': 'to verify your email address',
  'reset-password': 'to reset your password',
  'change-email': 'to confirm your new email address',
  'change-phone': 'to confirm your phone number',
}

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character)
}

/** A link made absolute with the brand's site, so it works from a mail client. */
function linkTo(brand: Brand, path: string): string {
  if (!brand.siteUrl || !path.startsWith('/')) return path
  return `${brand.siteUrl}${path}`
}

function textFooter(brand: Brand): string {
  return `${brand.productName}\nQuestions? Write to ${brand.supportEmail}`
}

/** The HTML frame around a message's paragraphs (each already escaped). */
function htmlPage(brand: Brand, title: string, paragraphs: string[]): string {
  const name = escapeHtml(brand.productName)
  const support = escapeHtml(brand.supportEmail)
  return [
    '<!doctype html>',
    '<html lang="en-AU"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; color: #1f2933; line-height: 1.5">',
    ...paragraphs.map((paragraph) => `<p>${paragraph}</p>`),
    `<hr><p style="color: #52606d; font-size: 14px">${name}<br>`,
    `Questions? Write to <a href="mailto:${support}">${support}</a></p>`,
    '</body></html>',
  ].join('\n')
}

/** A one-time code: by email with the product's signature, by SMS in one short line. */
export function codeMessage(
  brand: Brand,
  input: { purpose: CodePurpose; code: string },
): RenderedMessage {
  const subject = codeSubjects[input.purpose]
  const line = `Your ${brand.productName} code ${codeReasons[input.purpose]} is ${input.code}. It expires in 10 minutes.`
  const ignore = 'If you did not ask for it, you can ignore this message.'
  return {
    subject,
    text: `${line}\n\n${ignore}\n\n${textFooter(brand)}`,
    html: htmlPage(brand, subject, [
      `Your ${escapeHtml(brand.productName)} code ${codeReasons[input.purpose]} is:`,
      `<strong style="font-size: 24px; letter-spacing: 4px">${escapeHtml(input.code)}</strong>`,
      'It expires in 10 minutes.',
      escapeHtml(ignore),
    ]),
  }
}

/** The SMS text of a code: one line, no signature beyond the product's name. */
export function codeSms(brand: Brand, input: { purpose: CodePurpose; code: string }): string {
  return `Your ${brand.productName} code ${codeReasons[input.purpose]} is ${input.code}. It expires in 10 minutes.`
}

/** The email copy of a notification (its title and text come from people: escaped). */
export function notificationMessage(
  brand: Brand,
  input: { title: string; message: string; path: string },
): RenderedMessage {
  const link = linkTo(brand, input.path)
  return {
    subject: input.title,
    text: `${input.message}\n\nOpen: ${link}\n\n${textFooter(brand)}`,
    html: htmlPage(brand, input.title, [
      `<strong>${escapeHtml(input.title)}</strong>`,
      escapeHtml(input.message).replace(/\n/g, '<br>'),
      `<a href="${escapeHtml(link)}">Open in ${escapeHtml(brand.productName)}</a>`,
    ]),
  }
}

/** The SMS copy of a notification. */
export function notificationSms(input: { title: string; message: string }): string {
  return `${input.title}: ${input.message}`
}
