/**
 * The supplier's ready-to-paste embed code for their own listings, with a copy button.
 * Shown only to that supplier, signed in; on the server and before hydration it renders
 * nothing (the session lives in the browser), so the first client render matches.
 * Copying uses the Clipboard API; where it is missing or refused, the code is selected
 * in its read-only field (and copied the old way when the browser still allows it) so
 * Ctrl+C finishes the job.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { $config } from '../../shared/config.ts'
import { $user } from '../../shared/stores/core/session.ts'
import { useStore } from '../runtime/use-store.ts'
import uiCss from '../ui/ui.css?inline'
import snippetCss from './embed-snippet.css?inline'
import { embedSnippet } from './embed-snippet.ts'

export interface EmbedSnippetProps {
  supplierId: string | number
  /** origin of the marketplace serving the widget bundle */
  siteBase?: string
}

export const copyMessages = {
  copied: 'Copied',
  selected: 'Selected: press Ctrl+C (⌘C on a Mac) to copy',
} as const

const styles = uiCss + snippetCss
const announcementTime = 3000

function selectAll(field: HTMLTextAreaElement | null): void {
  field?.focus()
  field?.select()
}

export async function copyText(text: string, field: HTMLTextAreaElement | null): Promise<string> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable')
    await navigator.clipboard.writeText(text)
    return copyMessages.copied
  } catch {
    selectAll(field)
    let copied = false
    try {
      copied = document.execCommand('copy')
    } catch {
      copied = false
    }
    return copied ? copyMessages.copied : copyMessages.selected
  }
}

export function EmbedSnippet({ supplierId, siteBase }: EmbedSnippetProps) {
  const id = useId()
  const user = useStore($user)
  const config = useStore($config)
  const code = useRef<HTMLTextAreaElement>(null)
  const [mounted, setMounted] = useState(false)
  const [announcement, setAnnouncement] = useState('')

  useEffect(() => setMounted(true), [])
  useEffect(() => {
    if (!announcement) return
    const timer = setTimeout(() => setAnnouncement(''), announcementTime)
    return () => clearTimeout(timer)
  }, [announcement])

  if (!mounted || !user || user._id !== String(supplierId)) return null
  const snippet = embedSnippet(supplierId, siteBase || config.siteUrl)

  const copy = async () => {
    setAnnouncement('')
    const message = await copyText(snippet, code.current)
    setAnnouncement(message)
  }

  return (
    <section className="hire-widget embed-snippet" aria-labelledby={`${id}-title`}>
      <style>{styles}</style>
      <h2 id={`${id}-title`} className="embed-snippet-title">
        Show your listings on your website
      </h2>
      <p id={`${id}-hint`} className="embed-snippet-hint">
        Paste this code into any page of your site: your listings appear there and stay up to date.
      </p>
      <label htmlFor={`${id}-code`} className="embed-snippet-label">
        Embed code
      </label>
      <textarea
        ref={code}
        id={`${id}-code`}
        className="embed-snippet-code"
        aria-describedby={`${id}-hint`}
        readOnly
        wrap="off"
        rows={snippet.split('\n').length}
        value={snippet}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="embed-snippet-actions">
        <button type="button" className="hire-button hire-button-primary" onClick={copy}>
          Copy
        </button>
        <p className="embed-snippet-status" role="status" aria-live="polite">
          {announcement}
        </p>
      </div>
      <p className="embed-snippet-more">
        <a href={`/embed?supplier=${encodeURIComponent(String(supplierId))}`}>
          More ways to embed: a popup, a floating button, your colours
        </a>
      </p>
    </section>
  )
}

export default EmbedSnippet
