import { act, fireEvent, render, screen } from '@testing-library/preact'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Dialog } from './Dialog.tsx'

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog title="Choose dates" onClose={() => setOpen(false)}>
          <button type="button">First</button>
          <button type="button">Last</button>
        </Dialog>
      ) : null}
    </>
  )
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('Dialog', () => {
  it('is a labelled modal dialog that takes focus and gives it back', async () => {
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Choose dates' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    await act(async () => {})
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }))
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('opens in the top layer, above every stacking context of the page', () => {
    // happy-dom has no popovers: stand in for the browser's top layer.
    const shown: HTMLElement[] = []
    HTMLElement.prototype.showPopover = function (this: HTMLElement) {
      shown.push(this)
    }
    try {
      render(<Harness />)
      fireEvent.click(screen.getByRole('button', { name: 'Open' }))
      const backdrop = screen.getByRole('dialog').parentElement as HTMLElement
      expect(shown).toEqual([backdrop])
      expect(backdrop.getAttribute('popover')).toBe('manual')
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).showPopover
    }
  })

  it('keeps Tab and Shift+Tab inside', async () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    await act(async () => {})
    const dialog = screen.getByRole('dialog')
    const first = screen.getByRole('button', { name: 'First' })
    const last = screen.getByRole('button', { name: 'Last' })
    last.focus()
    fireEvent.keyDown(dialog, { key: 'Tab' })
    expect(document.activeElement).toBe(first)
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
  })

  it('offers a close button after its content when asked', async () => {
    let closed = 0
    render(
      <Dialog title="Search" closeButton onClose={() => (closed += 1)}>
        <button type="button">Explore</button>
      </Dialog>,
    )
    await act(async () => {})
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Explore' }))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(closed).toBe(1)
  })
})
