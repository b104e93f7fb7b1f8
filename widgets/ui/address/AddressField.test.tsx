import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, mountSession } from '../../../tests/fixtures/fake-client.ts'
import { manlyPlaces } from '../../../tests/fixtures/places.ts'
import { AddressField, type ChosenPlace, placeParts } from './AddressField.tsx'

const places = manlyPlaces

let unmountSession = () => {}
beforeEach(() => {
  unmountSession = mountSession()
})
afterEach(() => {
  unmountSession()
  document.body.innerHTML = ''
})

/** A form holding the text and the pick apart, as every caller does. */
function Form({ onChoose, error }: { onChoose: (place: ChosenPlace) => void; error?: string }) {
  const [text, setText] = useState('')
  const [chosen, setChosen] = useState(false)
  return (
    <AddressField
      label="Address"
      placeholder="Start typing"
      value={text}
      chosen={chosen}
      error={error}
      onType={(next) => {
        setText(next)
        setChosen(false)
      }}
      onChoose={(place) => {
        setText(place.address)
        setChosen(true)
        onChoose(place)
      }}
    />
  )
}

describe('AddressField', () => {
  it('counts an address only once picked, with its city, state and coordinates', async () => {
    fakeApi(places)
    const onChoose = vi.fn<(place: ChosenPlace) => void>()
    render(<Form onChoose={onChoose} />)
    const input = screen.getByRole('combobox', { name: 'Address' }) as HTMLInputElement
    expect(screen.getByText('Choose the address from the suggestions.')).toBeTruthy()
    fireEvent.input(input, { target: { value: 'Man' } })
    fireEvent.click(await screen.findByRole('option', { name: /Manly/ }))
    await waitFor(() => expect(onChoose).toHaveBeenCalledOnce())
    expect(onChoose).toHaveBeenCalledWith({
      address: 'Manly NSW 2095, Australia',
      city: 'Manly',
      state: 'NSW',
      latitude: -33.797,
      longitude: 151.285,
    })
    await waitFor(() => expect(input.value).toBe('Manly NSW 2095, Australia'))
    expect(screen.getByText('Address chosen from the suggestions.')).toBeTruthy()
    fireEvent.input(input, { target: { value: 'Manly NSW 2095' } })
    expect(screen.getByText('Choose the address from the suggestions.')).toBeTruthy()
  })

  it('drops a place whose details arrive after the person typed again', async () => {
    let arrive: (() => void) | undefined
    fakeApi({
      ...places,
      'GET /places/details': () =>
        new Promise((resolve) => {
          arrive = () => resolve(places['GET /places/details']())
        }),
    })
    const onChoose = vi.fn<(place: ChosenPlace) => void>()
    render(<Form onChoose={onChoose} />)
    const input = screen.getByRole('combobox', { name: 'Address' }) as HTMLInputElement
    fireEvent.input(input, { target: { value: 'Man' } })
    fireEvent.click(await screen.findByRole('option', { name: /Manly/ }))
    await waitFor(() => expect(arrive).toBeDefined())
    fireEvent.input(input, { target: { value: '12 Beach Road' } })
    arrive?.()
    // The late answer settles within a few turns of the event loop; give it those turns.
    await act(() => new Promise((settled) => setTimeout(settled, 20)))
    expect(onChoose).not.toHaveBeenCalled()
    expect(input.value).toBe('12 Beach Road')
    expect(screen.getByText('Choose the address from the suggestions.')).toBeTruthy()
  })

  it('describes the input by its hint, and by its error when there is one', () => {
    fakeApi(places)
    render(<Form onChoose={() => {}} error="Please choose an address" />)
    const input = screen.getByRole('combobox', { name: 'Address' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ')
    const texts = described.map((id) => document.getElementById(id)?.textContent)
    expect(texts).toEqual(['Please choose an address', 'Choose the address from the suggestions.'])
  })

  it('reads city and state from a suggestion', () => {
    expect(placeParts('Byron Bay', 'NSW, Australia')).toEqual({ city: 'Byron Bay', state: 'NSW' })
    expect(placeParts('Hobart', '')).toEqual({ city: 'Hobart', state: '' })
    expect(placeParts('12 Pittwater Road', 'Manly NSW, Australia')).toEqual({
      city: 'Manly',
      state: 'NSW',
    })
    expect(placeParts('3/7 The Corso', 'Manly NSW 2095, Australia')).toEqual({
      city: 'Manly',
      state: 'NSW',
    })
  })
})
