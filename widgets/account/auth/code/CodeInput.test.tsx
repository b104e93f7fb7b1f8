import { fireEvent, render, screen } from '@testing-library/preact'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { CodeInput } from './CodeInput.tsx'

function Harness({ error }: { error?: string }) {
  const [digits, setDigits] = useState(['', '', '', '', ''])
  return (
    <>
      <CodeInput label="Verification code" digits={digits} onDigits={setDigits} error={error} />
      <output data-testid="code">{digits.join('')}</output>
    </>
  )
}

const box = (n: number) =>
  screen.getByRole('textbox', { name: `Digit ${n} of 5` }) as HTMLInputElement
const code = () => screen.getByTestId('code').textContent
const type = (n: number, value: string) => fireEvent.input(box(n), { target: { value } })

afterEach(() => {
  document.body.innerHTML = ''
})

describe('CodeInput', () => {
  it('is one labelled group of five numeric boxes, the first open to one-time-code autofill', () => {
    render(<Harness />)
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy()
    for (let n = 1; n <= 5; n += 1) {
      expect(box(n).inputMode).toBe('numeric')
      expect(box(n).getAttribute('autocomplete')).toBe(n === 1 ? 'one-time-code' : 'off')
    }
  })

  it('moves focus forward on typing and ignores anything but digits', () => {
    render(<Harness />)
    box(1).focus()
    type(1, '4')
    expect(document.activeElement).toBe(box(2))
    type(2, 'x')
    expect(document.activeElement).toBe(box(2))
    expect(box(2).value).toBe('')
    type(2, '2')
    type(3, '9')
    expect(code()).toBe('429')
    expect(document.activeElement).toBe(box(4))
  })

  it('types over a filled box', () => {
    render(<Harness />)
    type(1, '4')
    type(1, '47')
    expect(box(1).value).toBe('7')
    expect(code()).toBe('7')
  })

  it('goes back on Backspace from an empty box and clears the digit there', () => {
    render(<Harness />)
    type(1, '1')
    type(2, '2')
    box(3).focus()
    fireEvent.keyDown(box(3), { key: 'Backspace' })
    expect(document.activeElement).toBe(box(2))
    expect(code()).toBe('1')
    fireEvent.keyDown(box(2), { key: 'Backspace' })
    expect(document.activeElement).toBe(box(1))
    expect(code()).toBe('')
  })

  it('fills every box from a pasted code, wherever it is pasted', () => {
    render(<Harness />)
    box(3).focus()
    fireEvent.paste(box(3), { clipboardData: { getData: () => ' 12 345 ' } })
    expect(code()).toBe('12345')
    expect([1, 2, 3, 4, 5].map((n) => box(n).value)).toEqual(['1', '2', '3', '4', '5'])
    expect(document.activeElement).toBe(box(5))
  })

  it('takes a whole code autofilled into the first box', () => {
    render(<Harness />)
    type(1, '98765')
    expect(code()).toBe('98765')
  })

  it('moves with the arrow keys', () => {
    render(<Harness />)
    box(2).focus()
    fireEvent.keyDown(box(2), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(box(3))
    fireEvent.keyDown(box(3), { key: 'ArrowLeft' })
    fireEvent.keyDown(box(2), { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(box(1))
  })

  it('marks every box invalid and describes the group with the error', () => {
    render(<Harness error="Please enter valid OTP." />)
    expect(box(1).getAttribute('aria-invalid')).toBe('true')
    const group = screen.getByRole('group', { name: 'Verification code' })
    const described = group.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(described)?.textContent).toBe('Please enter valid OTP.')
  })
})
