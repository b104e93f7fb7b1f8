import { cleanup, fireEvent, render, screen } from '@testing-library/preact'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useLazyDialog } from './use-lazy-dialog.ts'

type Props = { onClose: () => void }

function Loaded({ onClose }: Props) {
  return (
    <div role="dialog" aria-label="Details">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  )
}

function Opener({ load }: { load: () => Promise<ComponentType<Props>> }) {
  const [Dialog, failed, open, close] = useLazyDialog(load)
  return (
    <>
      <button type="button" onClick={open}>
        Open
      </button>
      {failed ? <p role="alert">Could not be loaded.</p> : null}
      {Dialog ? <Dialog onClose={close} /> : null}
    </>
  )
}

afterEach(cleanup)

describe('useLazyDialog', () => {
  it('loads the dialog when opened, shows it and hides it on close', async () => {
    const load = vi.fn(async () => Loaded)
    render(<Opener load={load} />)
    expect(load).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says a failed download until an open succeeds', async () => {
    const load = vi
      .fn<() => Promise<ComponentType<Props>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Loaded)
    render(<Opener load={load} />)
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(await screen.findByRole('dialog', { name: 'Details' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
