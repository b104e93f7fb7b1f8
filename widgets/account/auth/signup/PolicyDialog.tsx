/**
 * The privacy policy or the terms in a modal: GET /content?type, sanitised with DOMPurify
 * (loaded with the modal) before it is shown. Loading, empty and failed states included.
 */

import { useEffect, useState } from 'react'
import { messageOf } from '../../../../shared/api/errors.ts'
import { messages } from '../../../../shared/contract/core/messages.ts'
import { loadLegalContent } from '../../../../shared/stores/account/legal-content.ts'
import { Dialog } from '../../../ui/Dialog.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { loadPurifier, sanitizePolicy } from './sanitize-policy.ts'

type Content =
  | { status: 'loading' }
  | { status: 'ready'; html: string }
  | { status: 'error'; message: string }

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
  const [content, setContent] = useState<Content>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    setContent({ status: 'loading' })
    sanitized(type).then(
      (html) => live && setContent({ status: 'ready', html }),
      (error: unknown) =>
        live &&
        setContent({
          status: 'error',
          message: messageOf(error),
        }),
    )
    return () => {
      live = false
    }
  }, [type, attempt])

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
        {content.status === 'loading' ? (
          <div role="status" aria-label="Loading">
            <Skeleton count={6} />
          </div>
        ) : content.status === 'error' ? (
          <div role="alert">
            <p>{content.message}</p>
            <button type="button" className="hire-button" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </div>
        ) : content.html ? (
          <div className="hire-policy-content" dangerouslySetInnerHTML={{ __html: content.html }} />
        ) : (
          <p>{messages.noResult}</p>
        )}
      </section>
      <div className="hire-dialog-actions">
        <button type="button" className="hire-button hire-button-primary" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  )
}
