import { fireEvent, render, screen, within } from '@testing-library/preact'
import { afterEach, describe, expect, it } from 'vitest'
import { profile, tags } from '../../../tests/fixtures/supplier.ts'
import { SupplierTags } from './SupplierTags.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('SupplierTags', () => {
  it("shows the first 6 tags, and 'Show all info' opens everything in a dialog", async () => {
    render(
      <SupplierTags
        name="Sam Supplier"
        tags={tags}
        about="Kayaks and camping gear."
        categories={profile.categories}
        allHref="#"
      />,
    )
    expect(
      within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem'),
    ).toHaveLength(6)
    const button = await screen.findByRole('button', { name: 'Show all info' })
    expect(button.getAttribute('aria-haspopup')).toBe('dialog')
    button.focus()
    fireEvent.click(button)
    const dialog = screen.getByRole('dialog', { name: 'About Sam Supplier' })
    expect(within(dialog).getByText('Kayaks and camping gear.')).toBeTruthy()
    expect(within(dialog).getByRole('list', { name: 'Categories' }).textContent).toBe('Kayaking')
    const all = within(dialog).getByRole('list', { name: 'All tags' })
    expect(
      within(all)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(tags.map((tag) => tag.tagName))
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('offers nothing more when there are 6 tags or fewer', () => {
    render(<SupplierTags name="Sam" tags={tags.slice(0, 6)} allHref="#" />)
    expect(screen.queryByRole('button', { name: 'Show all info' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Show all info' })).toBeNull()
  })

  it('says so when the supplier has no tags yet', () => {
    render(<SupplierTags name="Sam" tags={[]} allHref="#" />)
    expect(screen.getByText('No tags yet')).toBeTruthy()
  })
})
