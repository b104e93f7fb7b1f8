import { fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NameFields } from './NameFields.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('NameFields', () => {
  it('changes the name typed in and shows each field its own message', () => {
    const onNames = vi.fn()
    render(
      <NameFields
        names={{ firstName: 'Ana', lastName: '' }}
        errors={{ lastName: 'Please enter your last name.' }}
        onNames={onNames}
      />,
    )
    const first = screen.getByLabelText('First name') as HTMLInputElement
    const last = screen.getByLabelText('Last name') as HTMLInputElement
    expect(first.value).toBe('Ana')
    expect(first.autocomplete).toBe('given-name')
    expect(last.autocomplete).toBe('family-name')
    expect(first.getAttribute('aria-invalid')).toBeNull()
    expect(last.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Please enter your last name.')).toBeTruthy()
    fireEvent.input(last, { target: { value: 'Lee' } })
    expect(onNames).toHaveBeenCalledWith({ lastName: 'Lee' })
  })
})
