/**
 * Shows the page's feedback ($feedback) inside a widget: the toast, the Error/Success/
 * confirm dialogs and the offline card. Each widget renders one layer with its own id;
 * see shared/stores/core/feedback.ts for which layer shows what.
 */
import { useEffect, useLayoutEffect, useRef } from 'react'
import { messages } from '../../shared/contract/core/messages.ts'
import {
  $feedback,
  $feedbackLayers,
  closeDialog,
  dismissToast,
  type FeedbackDialog,
  layerShows,
  registerFeedbackLayer,
} from '../../shared/stores/core/feedback.ts'
import { useStore } from '../runtime/use-store.ts'
import { Dialog } from './Dialog.tsx'
import { raiseWhileShown } from './top-layer.ts'

function FeedbackModal({ dialog }: { dialog: FeedbackDialog }) {
  if (dialog.kind === 'confirm') {
    return (
      <Dialog
        title={dialog.title}
        hideTitle={dialog.title === dialog.message}
        onClose={() => closeDialog(false)}
      >
        <p>{dialog.message}</p>
        <div className="hire-dialog-actions">
          <button type="button" className="hire-button" onClick={() => closeDialog(false)}>
            No
          </button>
          <button
            type="button"
            className="hire-button hire-button-primary"
            onClick={() => closeDialog(true)}
          >
            Yes
          </button>
        </div>
      </Dialog>
    )
  }
  return (
    <Dialog title={dialog.title} onClose={() => closeDialog()}>
      <p>{dialog.message}</p>
      <div className="hire-dialog-actions">
        <button
          type="button"
          className="hire-button hire-button-primary"
          onClick={() => closeDialog()}
        >
          Close
        </button>
      </div>
    </Dialog>
  )
}

export function FeedbackLayer({ owner }: { owner: string }) {
  const { toast, dialog, offline } = useStore($feedback)
  useStore($feedbackLayers)
  useEffect(() => registerFeedbackLayer(owner), [owner])

  const ownToast = toast && layerShows(owner, toast.owner) ? toast : null
  const ownDialog = dialog && layerShows(owner, dialog.owner) ? dialog : null
  const showsOffline = offline && layerShows(owner, undefined)
  const region = useRef<HTMLDivElement>(null)
  // A toast raised over an open dialog must not sit under its backdrop (the dialog is in
  // the top layer): while the region shows something it joins the top layer, above
  // whatever opened before it.
  const shown = ownToast ? `toast-${ownToast.id}` : showsOffline ? 'offline' : null
  useLayoutEffect(() => (shown ? raiseWhileShown(region.current) : undefined), [shown])
  const toastView = (kind: 'error' | 'success') =>
    ownToast?.kind === kind ? (
      <div className={`hire-toast hire-toast-${kind}`} part={`toast toast-${kind}`}>
        <span>{ownToast.message}</span>
        <button type="button" aria-label="Dismiss" onClick={() => dismissToast(ownToast.id)}>
          ×
        </button>
      </div>
    ) : null

  return (
    <>
      {/* Live regions stay in the DOM so screen readers announce what appears in them. */}
      <div ref={region} className="hire-toast-region">
        <div role="alert" aria-live="assertive" aria-atomic="true">
          {toastView('error')}
        </div>
        <div role="status" aria-live="polite" aria-atomic="true">
          {toastView('success')}
          {showsOffline ? (
            <div className="hire-offline" part="offline">
              {messages.offline}
            </div>
          ) : null}
        </div>
      </div>
      {ownDialog ? <FeedbackModal key={ownDialog.id} dialog={ownDialog} /> : null}
    </>
  )
}
