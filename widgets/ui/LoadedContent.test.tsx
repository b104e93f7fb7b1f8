import { act, fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LoadedContent, useLoaded } from './LoadedContent.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

function Content({ load }: { load: () => Promise<string> }) {
  const [state, retry] = useLoaded(load)
  return (
    <LoadedContent state={state} label="Loading the text" placeholder={<i />} retry={retry}>
      {(text) => <p>{text}</p>}
    </LoadedContent>
  )
}

describe('LoadedContent', () => {
  it('announces the loading, then shows the content', async () => {
    render(<Content load={async () => 'The text'} />)
    expect(screen.getByRole('status', { name: 'Loading the text' })).toBeTruthy()
    expect(await screen.findByText('The text')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it("shows a failure with 'Try again', which loads again", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Network error'))
      .mockResolvedValueOnce('The text')
    render(<Content load={load} />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Network errorTry again')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    })
    expect(await screen.findByText('The text')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
