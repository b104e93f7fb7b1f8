/**
 * The privacy policy or the terms in a modal: GET /content?type, sanitised with DOMPurify
 * (loaded with the modal) before it is shown. Loading, empty and failed states included.
 */

import { messages } from '../../../../shared/contract/core/messages.ts'
import { loadLegalContent } from '../../../../shared/stores/account/legal-content.ts'
import { Dialog } from '../../../ui/Dialog.tsx'
import { LoadedContent, useLoaded } from '../../../ui/LoadedContent.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { loadPurifier, sanitizePolicy } from './sanitize-policy.ts'

async function sanitized(type: number): Promise<string> {
  const [html, purify] = await Promise.all([loadLegalContent(type), loadPurifier()])
  return sanitizePolicy(purify, html)
}

export function PolicyDialog({
  type,
  title,
  onClose,
}: {
  type: number
  title: string
  onClose: () => void
}) {
  const [content, retry] = useLoaded(() => sanitized(type), type)

  return (
    <Dialog title={title} onClose={onClose} className="hire-policy">
      {/* Scrolls on its own: keyboard users reach it with Tab and scroll with the arrows. */}
      <section
        className="hire-policy-body"
        aria-label={title}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
        tabIndex={0}
        aria-busy={content.status === 'loading'}
      >
        <LoadedContent
          state={content}
          label="Loading"
          placeholder={<Skeleton count={6} />}
          retry={retry}
        >
          {(html) =>
            html ? (
              <div className="hire-policy-content" dangerouslySetInnerHTML={{ __html: html }} />
            ) : (
              <p>{messages.noResult}</p>
            )
          }
        </LoadedContent>
      </section>
      <div className="hire-dialog-actions">
        <button type="button" className="hire-button hire-button-primary" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  )
}
