import { fireEvent, render, screen } from '@testing-library/preact'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type ComboAction, ComboboxField, type ComboSection } from './ComboboxField.tsx'

function Harness({ onPick, actions }: { onPick: (name: string) => void; actions?: ComboAction[] }) {
  const [text, setText] = useState('')
  const names = ['Camping', 'Kayaking', 'Cycling'].filter((name) =>
    name.toLowerCase().includes(text.toLowerCase()),
  )
  const sections: ComboSection[] = [
    {
      key: 'all',
      title: 'Categories',
      options: names.map((name) => ({ key: name, label: name, select: () => onPick(name) })),
    },
  ]
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <ComboboxField
        label="Activities"
        value={text}
        onChange={setText}
        sections={sections}
        actions={actions}
        status={names.length ? null : <p>No result found</p>}
      />
      <button type="button">after</button>
    </form>
  )
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('ComboboxField', () => {
  it('is a labelled combobox controlling its listbox', () => {
    render(<Harness onPick={() => {}} />)
    const input = screen.getByRole('combobox', { name: 'Activities' })
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(input.getAttribute('aria-autocomplete')).toBe('list')
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '')
    expect(listbox?.getAttribute('role')).toBe('listbox')
  })

  it('moves the active option with the arrow keys and picks it with Enter', () => {
    const onPick = vi.fn()
    render(<Harness onPick={onPick} />)
    const input = screen.getByRole('combobox', { name: 'Activities' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(input.getAttribute('aria-expanded')).toBe('true')
    const options = screen.getAllByRole('option')
    expect(options).toHaveLength(3)
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id)
    expect(options[0]?.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id)
    fireEvent.keyDown(input, { key: 'ArrowUp' })
    fireEvent.keyDown(input, { key: 'ArrowUp' })
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[2]?.id)
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onPick).toHaveBeenCalledWith('Cycling')
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(input.hasAttribute('aria-activedescendant')).toBe(false)
  })

  it('filters as you type and closes on Escape', () => {
    render(<Harness onPick={() => {}} />)
    const input = screen.getByRole('combobox', { name: 'Activities' }) as HTMLInputElement
    fireEvent.input(input, { target: { value: 'kay' } })
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Kayaking'])
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(input.value).toBe('kay')
  })

  it('says aloud when nothing matches', () => {
    render(<Harness onPick={() => {}} />)
    const input = screen.getByRole('combobox', { name: 'Activities' })
    fireEvent.input(input, { target: { value: 'ka' } })
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('')
    fireEvent.input(input, { target: { value: 'kazoo' } })
    expect(status.textContent).toBe('No result found')
    expect(screen.queryAllByRole('option')).toEqual([])
  })

  it('picks an option with the mouse', () => {
    const onPick = vi.fn()
    render(<Harness onPick={onPick} />)
    const input = screen.getByRole('combobox', { name: 'Activities' })
    fireEvent.click(input)
    fireEvent.click(screen.getByRole('option', { name: 'Kayaking' }))
    expect(onPick).toHaveBeenCalledWith('Kayaking')
  })

  it('selects a filled field on the click that focuses it, so typing replaces the text', () => {
    render(<Harness onPick={() => {}} />)
    const input = screen.getByRole('combobox', { name: 'Activities' }) as HTMLInputElement
    fireEvent.input(input, { target: { value: 'Camping' } })
    input.blur()
    input.focus()
    // The press puts the caret where it lands; the click then selects the whole text.
    input.setSelectionRange(3, 3)
    fireEvent.click(input)
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'Camping'.length])
    // A further click in the focused field leaves the caret where the click put it.
    input.setSelectionRange(3, 3)
    fireEvent.click(input)
    expect([input.selectionStart, input.selectionEnd]).toEqual([3, 3])
  })

  it('selects a filled field that Tab or a dialog focuses', () => {
    render(<Harness onPick={() => {}} />)
    const input = screen.getByRole('combobox', { name: 'Activities' }) as HTMLInputElement
    fireEvent.input(input, { target: { value: 'Camping' } })
    input.blur()
    input.setSelectionRange(0, 0)
    input.focus()
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'Camping'.length])
    // A press in the selected text keeps it selected (its default would collapse it).
    expect(fireEvent.mouseDown(input)).toBe(false)
    fireEvent.click(input)
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'Camping'.length])
    // Once the user types, a click places the caret.
    fireEvent.input(input, { target: { value: 'Kayak' } })
    input.setSelectionRange(2, 2)
    fireEvent.click(input)
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 2])
  })

  it('runs popup actions and keeps them in reach of Tab', () => {
    const run = vi.fn()
    render(
      <Harness
        onPick={() => {}}
        actions={[{ key: 'here', label: 'Use my current location', run }]}
      />,
    )
    const input = screen.getByRole('combobox', { name: 'Activities' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    const tab = fireEvent.keyDown(input, { key: 'Tab' })
    expect(tab).toBe(true)
    expect(input.getAttribute('aria-expanded')).toBe('true')
    const action = screen.getByRole('button', { name: 'Use my current location' })
    fireEvent.click(action)
    expect(run).toHaveBeenCalledTimes(1)
    expect(input.getAttribute('aria-expanded')).toBe('false')
  })
})
