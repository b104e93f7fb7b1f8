/**
 * $feedback: what the user is told (spec part 1 section 8). One toast at a time: errors
 * red and closing after 3 s, successes blue; an Error modal (title 'Error', 'Close'), a
 * Success modal, a No/Yes confirmation, and an offline card shown for 3 s when the browser
 * goes offline or a call fails while offline.
 *
 * Several widgets on a page share this store. Feedback raised by a widget carries its
 * `owner` id and is shown by that widget's layer; anything else is shown by the first
 * mounted layer, so nothing appears twice.
 */

import { atom, map, onMount } from 'nanostores'
import { messageOf } from '../../api/errors.ts'

export type ToastKind = 'error' | 'success'

export interface Toast {
  id: number
  kind: ToastKind
  message: string
  owner?: string
}

export interface FeedbackDialog {
  id: number
  kind: 'error' | 'success' | 'confirm'
  title: string
  message: string
  owner?: string
}

export interface FeedbackValue {
  toast: Toast | null
  dialog: FeedbackDialog | null
  offline: boolean
}

export const feedbackTimings = { errorToast: 3000, successToast: 3000, offlineCard: 3000 } as const

export const $feedback = map<FeedbackValue>({ toast: null, dialog: null, offline: false })

/** Ids of mounted feedback layers, first mounted first. */
export const $feedbackLayers = atom<string[]>([])

let nextId = 1
let toastTimer: ReturnType<typeof setTimeout> | undefined
let offlineTimer: ReturnType<typeof setTimeout> | undefined
const confirmations = new Map<number, (answer: boolean) => void>()

/** Shows a toast, replacing the one on screen. */
export function showToast(kind: ToastKind, message: string, owner?: string): number {
  clearTimeout(toastTimer)
  const id = nextId++
  $feedback.setKey('toast', { id, kind, message, owner })
  const delay = kind === 'error' ? feedbackTimings.errorToast : feedbackTimings.successToast
  toastTimer = setTimeout(() => dismissToast(id), delay)
  return id
}

export const showError = (message: string, owner?: string) => showToast('error', message, owner)
export const showSuccess = (message: string, owner?: string) => showToast('success', message, owner)

/** Closes the toast (only `id`, when given, so a late timer cannot close a newer toast). */
export function dismissToast(id?: number): void {
  const current = $feedback.get().toast
  if (!current || (id !== undefined && current.id !== id)) return
  clearTimeout(toastTimer)
  $feedback.setKey('toast', null)
}

function openDialog(dialog: Omit<FeedbackDialog, 'id'>): number {
  closeDialog(false)
  const id = nextId++
  $feedback.setKey('dialog', { ...dialog, id })
  return id
}

export function openErrorModal(message: string, owner?: string): void {
  openDialog({ kind: 'error', title: 'Error', message, owner })
}

export function openSuccessModal(title: string, message: string, owner?: string): void {
  openDialog({ kind: 'success', title, message, owner })
}

/** Asks a No/Yes question; resolves true for Yes, false for No, Escape or replacement. */
export function confirmAction(
  message: string,
  options: { title?: string; owner?: string } = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    const id = openDialog({
      kind: 'confirm',
      title: options.title ?? message,
      message,
      owner: options.owner,
    })
    confirmations.set(id, resolve)
  })
}

/** Closes the dialog; a pending confirmation resolves with `answer`. */
export function closeDialog(answer = false): void {
  const current = $feedback.get().dialog
  if (!current) return
  confirmations.get(current.id)?.(answer)
  confirmations.delete(current.id)
  $feedback.setKey('dialog', null)
}

export function showOffline(): void {
  clearTimeout(offlineTimer)
  $feedback.setKey('offline', true)
  offlineTimer = setTimeout(() => $feedback.setKey('offline', false), feedbackTimings.offlineCard)
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

/**
 * Tells the user about a failed call: the offline card when the browser is offline,
 * otherwise an error toast with the call's message (unless `silent`: the widget shows
 * the failure in place). Aborted calls are not failures.
 */
export function reportError(
  error: unknown,
  options: { owner?: string; silent?: boolean } = {},
): void {
  if (error instanceof Error && error.name === 'AbortError') return
  if (isOffline()) {
    showOffline()
    return
  }
  if (options.silent) return
  const message = messageOf(error)
  showError(message, options.owner)
}

/** Registers a mounted layer; returns its unregistration. */
export function registerFeedbackLayer(id: string): () => void {
  $feedbackLayers.set([...$feedbackLayers.get().filter((layer) => layer !== id), id])
  return () => $feedbackLayers.set($feedbackLayers.get().filter((layer) => layer !== id))
}

/** Whether the layer `layerId` shows feedback raised by `owner`. */
export function layerShows(layerId: string, owner: string | undefined): boolean {
  const layers = $feedbackLayers.get()
  if (owner && layers.includes(owner)) return owner === layerId
  return layers[0] === layerId
}

onMount($feedback, () => {
  if (typeof window === 'undefined') return
  window.addEventListener('offline', showOffline)
  return () => window.removeEventListener('offline', showOffline)
})
