import { fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultDayRange, formatFullDay } from '../../shared/format/days.ts'
import { DateRangeField } from './DateRangeField.tsx'

function Harness({ onChange }: { onChange?: (start: number, end: number) => void }) {
  const [range, setRange] = useState(() => defaultDayRange())
  return (
    <DateRangeField
      start={range.start}
      end={range.end}
      onChange={(start, end) => {
        setRange({ start, end })
        onChange?.(start, end)
      }}
    />
  )
}

const focused = () => document.activeElement as HTMLElement

async function open() {
  fireEvent.click(screen.getByRole('button', { name: /^Date/ }))
  // The picker is its own chunk, loaded on first use; focus moves in once it has rendered.
  const dialog = await screen.findByRole('dialog', { name: 'Choose dates' })
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
}

function key(name: string, shiftKey = false) {
  fireEvent.keyDown(focused(), { key: name, shiftKey })
}

beforeEach(() => {
  // A Wednesday in the middle of a month keeps every move inside the two shown months.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2030, 5, 12, 10, 0))
})

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('DateRangeField', () => {
  it('defaults to today and tomorrow', () => {
    render(<Harness />)
    const button = screen.getByRole('button', { name: 'Date: 12 Jun – 13 Jun' })
    expect(button.textContent).toBe('12 Jun – 13 Jun')
    const description = document.getElementById(button.getAttribute('aria-describedby') ?? '')
    expect(description?.textContent).toBe('Wednesday, 12 June 2030 to Thursday, 13 June 2030')
  })

  it('shows two month grids, days named by full date, nothing before today', async () => {
    render(<Harness />)
    await open()
    const grids = screen.getAllByRole('grid')
    expect(grids).toHaveLength(2)
    expect(grids[0]?.getAttribute('aria-labelledby')).toBeTruthy()
    expect(screen.getByText('June 2030')).toBeTruthy()
    expect(screen.getByText('July 2030')).toBeTruthy()
    const yesterday = screen.getByRole('gridcell', { name: 'Tuesday, 11 June 2030' })
    expect(yesterday.getAttribute('aria-disabled')).toBe('true')
    const today = screen.getByRole('gridcell', { name: 'Wednesday, 12 June 2030' })
    expect(today.getAttribute('aria-current')).toBe('date')
    expect(today.getAttribute('aria-selected')).toBe('true')
    expect(
      screen
        .getByRole('gridcell', { name: 'Thursday, 13 June 2030' })
        .getAttribute('aria-selected'),
    ).toBe('true')
    expect(focused()).toBe(today)
    expect(today.tabIndex).toBe(0)
    fireEvent.click(yesterday)
    expect(yesterday.getAttribute('aria-selected')).toBe('false')
  })

  it('moves focus with arrows, Home/End and PageUp/PageDown, never before today', async () => {
    render(<Harness />)
    await open()
    key('ArrowRight')
    expect(focused().getAttribute('aria-label')).toBe('Thursday, 13 June 2030')
    key('ArrowDown')
    expect(focused().getAttribute('aria-label')).toBe('Thursday, 20 June 2030')
    key('Home')
    expect(focused().getAttribute('aria-label')).toBe('Monday, 17 June 2030')
    key('End')
    expect(focused().getAttribute('aria-label')).toBe('Sunday, 23 June 2030')
    key('PageDown')
    expect(focused().getAttribute('aria-label')).toBe('Tuesday, 23 July 2030')
    key('PageDown')
    // August is now the second month shown.
    expect(focused().getAttribute('aria-label')).toBe('Friday, 23 August 2030')
    expect(screen.getByText('August 2030')).toBeTruthy()
    key('PageUp')
    key('PageUp')
    key('PageUp')
    expect(focused().getAttribute('aria-label')).toBe('Wednesday, 12 June 2030')
    key('ArrowLeft')
    key('ArrowUp')
    expect(focused().getAttribute('aria-label')).toBe('Wednesday, 12 June 2030')
  })

  it('picks a range with Enter, applies it, closes and returns focus', async () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    const button = screen.getByRole('button', { name: /^Date/ })
    button.focus()
    await open()
    key('ArrowRight')
    key('ArrowRight')
    key('Enter')
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(screen.getByText(/Choose an end date/).textContent).toContain('Friday, 14 June 2030')
    key('ArrowDown')
    key(' ')
    expect(screen.queryByRole('dialog')).toBeNull()
    const [start, end] = onChange.mock.calls[0] as [number, number]
    expect(formatFullDay(start)).toBe('Friday, 14 June 2030')
    expect(formatFullDay(end)).toBe('Friday, 21 June 2030')
    expect(start).toBe(new Date(2030, 5, 14).getTime())
    expect(end).toBe(new Date(2030, 5, 21).getTime())
    expect(focused()).toBe(screen.getByRole('button', { name: /^Date/ }))
    expect(focused().textContent).toBe('14 Jun – 21 Jun')
  })

  it('closes on Escape without changing the range', async () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    await open()
    key('ArrowRight')
    key('Enter')
    key('Escape')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onChange).not.toHaveBeenCalled()
  })
})
