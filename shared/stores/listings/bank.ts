/**
 * $bank: the payout bank details on /payment-detail (GET, POST, DELETE /user/bank). Saving
 * uploads both ID images first (PATCH /user/stripe-document), then the details; a failed
 * upload closes the form with a toast and reloads the cards, as the spec says.
 */
import { map } from 'nanostores'
import { api } from '../../api/client.ts'
import { messageOf } from '../../api/errors.ts'
import type { BankData, BankSummary } from '../../contract/listings/bank.ts'
import { bankCalls } from '../../contract/listings/calls.ts'
import { bankMessages } from '../../contract/listings/messages.ts'
import { type BankForm, buildBankPayload } from '../../domain/listings/bank-form.ts'
import { reportError, showError, showSuccess } from '../core/feedback.ts'

export interface BankValue {
  status: 'idle' | 'loading' | 'ready' | 'error'
  bank: BankSummary | null
}

export const $bank = map<BankValue>({ status: 'idle', bank: null })

export async function loadBank(): Promise<void> {
  $bank.set({ ...$bank.get(), status: 'loading' })
  try {
    const data = await api.get<BankData>(bankCalls.read.path)
    $bank.set({ status: 'ready', bank: data.bankDetail })
  } catch (error) {
    $bank.set({ status: 'error', bank: null })
    reportError(error)
  }
}

export type BankSaveResult = 'saved' | 'upload-failed' | 'failed'

export async function saveBank(
  form: BankForm,
  images: { front: File; back: File } | null,
  email: string,
  owner?: string,
): Promise<BankSaveResult> {
  if (images) {
    const body = new FormData()
    body.append('frontPhotoIDUpload', images.front, images.front.name)
    body.append('backPhotoIDUpload', images.back, images.back.name)
    try {
      await api.patch(bankCalls.documents.path, { body })
    } catch (error) {
      showError(messageOf(error, bankMessages.uploadFailed), owner)
      return 'upload-failed'
    }
  }
  try {
    const payload = buildBankPayload(form, email, new Date())
    const data = await api.post<BankData>(bankCalls.save.path, { body: payload })
    $bank.set({ status: 'ready', bank: data.bankDetail })
    showSuccess(bankMessages.saved, owner)
    return 'saved'
  } catch (error) {
    showError(messageOf(error), owner)
    return 'failed'
  }
}

export async function deleteBank(owner?: string): Promise<void> {
  try {
    await api.delete(bankCalls.remove.path)
    $bank.set({ status: 'ready', bank: null })
    showSuccess(bankMessages.deleted, owner)
  } catch (error) {
    showError(messageOf(error), owner)
  }
}
