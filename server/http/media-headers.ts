/**
 * What every file under /media goes out with, whatever its type and wherever it is kept.
 * A file opened directly (a link, a new tab) becomes a document on the API's origin, so it
 * must never run script there: the policy sandboxes it (a unique origin, no scripts, forms
 * or plugins) and loads nothing besides itself, and browsers must not guess another type.
 * PDFs are downloaded rather than shown: a browser's PDF viewer does not open inside a
 * sandboxed document, and the viewer's own scripting must not run on this origin.
 */
const sandboxedDocument = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/** Types a browser would render as a page of their own with script rather than show. */
const downloadedTypes = new Set(['application/pdf'])

export function mediaHeaders(contentType: string, fileName: string): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': sandboxedDocument,
    'x-content-type-options': 'nosniff',
  }
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  if (downloadedTypes.has(type)) {
    headers['content-disposition'] = `attachment; filename="${downloadName(fileName)}"`
  }
  return headers
}

/** The last part of the path, in the characters a quoted filename may hold as is. */
function downloadName(fileName: string): string {
  const last = fileName.split('/').at(-1) ?? ''
  return last.replace(/[^\w.-]/g, '_') || 'download'
}
