/**
 * The phone number's country (spec part 1 section 5): a searchable combobox over every
 * country but Haiti, starting on Australia (+61). Typing filters by name, ISO code or
 * calling code; leaving the field without choosing shows the chosen country again.
 */
import { useRef, useState } from 'react'
import { messages } from '../../../../shared/contract/core/messages.ts'
import {
  type Country,
  pickerCountries,
  searchCountries,
} from '../../../../shared/domain/account/countries.ts'
import { ComboboxField } from '../../../ui/combobox/ComboboxField.tsx'
import { useFocusLeave } from './use-focus-leave.ts'

export const countryLabel = (country: Country) => `${country.name} (+${country.dial})`

export interface CountryPickerProps {
  value: Country
  onChange: (country: Country) => void
}

export function CountryPicker({ value, onChange }: CountryPickerProps) {
  const [text, setText] = useState(countryLabel(value))
  const [typing, setTyping] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  useFocusLeave(root, () => {
    setText(countryLabel(value))
    setTyping(false)
  })

  const matches = typing ? searchCountries(text) : pickerCountries()
  const choose = (country: Country) => {
    onChange(country)
    setText(countryLabel(country))
    setTyping(false)
  }

  return (
    <div ref={root} className="hire-country-picker">
      <ComboboxField
        label="Country"
        value={text}
        onChange={(next) => {
          setText(next)
          setTyping(true)
        }}
        sections={[
          {
            key: 'countries',
            options: matches.map((country) => ({
              key: country.iso,
              label: country.name,
              detail: `+${country.dial}`,
              select: () => choose(country),
            })),
          },
        ]}
        status={matches.length ? null : <p className="hire-popup-status">{messages.noResult}</p>}
        part="country"
      />
    </div>
  )
}
