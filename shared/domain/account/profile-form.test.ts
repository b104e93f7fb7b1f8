import { describe, expect, it } from 'vitest'
import {
  canSaveProfile,
  draftOf,
  firstNameMessage,
  profileErrors,
  profileUpdate,
  type StoredProfile,
} from './profile-form.ts'

const stored: StoredProfile = {
  firstName: 'Harriet',
  lastName: 'Hirer',
  location: { address: 'Bondi Beach NSW', latitude: -33.89, longitude: 151.27 },
}
const draft = draftOf(stored)

describe('Save enabled', () => {
  it.each([
    ['nothing changed', draft, null, false],
    ['only spaces around the names', { ...draft, firstName: ' Harriet ' }, null, false],
    ['first name changed', { ...draft, firstName: 'Harry' }, null, true],
    ['last name changed', { ...draft, lastName: 'Hiring' }, null, true],
    ['address changed', { ...draft, address: 'Manly NSW', latitude: null }, null, true],
    ['an ID was verified', draft, { front: 'f.jpg', back: 'b.jpg' }, true],
    ['only one ID side uploaded', draft, { front: 'f.jpg', back: '' }, false],
  ])('%s: %s', (_name, next, id, enabled) => {
    expect(canSaveProfile(stored, next, id)).toBe(enabled)
  })
})

describe('validation messages', () => {
  it('uses the spec wording for names of 3 to 20 letters', () => {
    const errors = profileErrors({ ...draft, firstName: 'Al', lastName: 'Hirer2' })
    expect(errors.lastName).toBe(
      'Last Name must be at least 3 - 20 letter and must include letter.',
    )
    expect(errors.firstName).toBe(firstNameMessage)
    expect(firstNameMessage).toBe(
      'First Name must be at least 3 - 20 letter and must include letter.',
    )
    expect(profileErrors({ ...draft, lastName: 'A'.repeat(21) }).lastName).toBeDefined()
    expect(profileErrors(draft)).toEqual({})
  })

  it('needs an address picked from the suggestions', () => {
    expect(profileErrors({ ...draft, address: 'Somewhere', latitude: null }).address).toBe(
      'Please select an address from the suggestions',
    )
    expect(profileErrors({ ...draft, address: ' ' }).address).toBeDefined()
  })
})

describe('PATCH body', () => {
  it('carries only what changed, the address with its coordinates', () => {
    expect(profileUpdate(stored, { ...draft, firstName: ' Harry ' }, null)).toEqual({
      firstName: 'Harry',
    })
    expect(
      profileUpdate(
        stored,
        { ...draft, address: 'Manly NSW', latitude: -33.8, longitude: 151.28 },
        null,
      ),
    ).toEqual({ address: 'Manly NSW', latitude: -33.8, longitude: 151.28 })
    expect(profileUpdate(stored, draft, { front: 'f', back: 'b' })).toEqual({
      documentFrontImage: 'f',
      documentBackImage: 'b',
    })
  })
})
