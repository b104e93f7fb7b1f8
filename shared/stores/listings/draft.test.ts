import { afterEach, describe, expect, it } from 'vitest'
import { validDraft } from '../../domain/listings/test-draft.ts'
import { $listingDraft, clearDraft, openDraft, saveDraft, startEdit } from './draft.ts'

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('listing drafts', () => {
  it('keeps a new listing draft in our namespace and resumes it', () => {
    openDraft('new')
    saveDraft(validDraft({ itemName: 'Half-done kayak' }))
    expect(Object.keys(localStorage)).toEqual(['hire:listingDraft'])
    $listingDraft.set({ mode: 'new', itemId: null, draft: validDraft({ itemName: '' }) })
    expect(openDraft('new').draft.itemName).toBe('Half-done kayak')
    expect(openDraft('new').draft.media).toHaveLength(1)
  })

  it('keeps edits apart from the new listing draft, per tab', () => {
    saveDraft(validDraft({ itemName: 'New one' }))
    startEdit('item-1', validDraft({ itemName: 'Edited' }))
    expect(openDraft('manageItem')).toMatchObject({
      itemId: 'item-1',
      draft: { itemName: 'Edited' },
    })
    expect(openDraft('new').draft.itemName).toBe('New one')
  })

  it('clears only our keys', () => {
    localStorage.setItem('listingDraft', 'host page data')
    openDraft('new')
    saveDraft(validDraft())
    clearDraft()
    expect(localStorage.getItem('hire:listingDraft')).toBeNull()
    expect(localStorage.getItem('listingDraft')).toBe('host page data')
    expect(openDraft('new').draft.itemName).toBe('')
  })

  it('treats a broken stored draft as none', () => {
    localStorage.setItem('hire:listingDraft', '{broken')
    expect(openDraft('new').draft.itemName).toBe('')
  })
})
