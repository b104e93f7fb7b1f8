import { fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TipChoiceForm } from './TipChoiceForm.tsx'

const checked = (element: HTMLElement) => (element as HTMLInputElement).checked

afterEach(() => {
  document.body.innerHTML = ''
})

function setUp(initial?: Parameters<typeof TipChoiceForm>[0]['initial']) {
  const onContinue = vi.fn()
  const onSkip = vi.fn()
  render(
    <TipChoiceForm totalCents={12_500} initial={initial} onContinue={onContinue} onSkip={onSkip} />,
  )
  const next = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
  const type = (text: string) =>
    fireEvent.input(screen.getByRole('textbox', { name: 'Amount in dollars' }), {
      target: { value: text },
    })
  return { onContinue, onSkip, next, type }
}

describe('TipChoiceForm', () => {
  it('offers 10%, 20% of the total and a custom amount as one radio group', () => {
    setUp()
    const group = screen.getByRole('group', { name: 'Tip amount' })
    expect(group).toBeTruthy()
    expect(
      screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['10% ($12.50)', '20% ($25.00)', 'Custom amount'])
  })

  it("says 'Please select any one option.' without a choice", () => {
    const { next, onContinue } = setUp()
    next()
    expect(screen.getByRole('alert').textContent).toBe('Please select any one option.')
    expect(onContinue).not.toHaveBeenCalled()
  })

  it('continues with a preset and its amount', () => {
    const { next, onContinue } = setUp()
    fireEvent.click(screen.getByRole('radio', { name: '20% ($25.00)' }))
    next()
    expect(onContinue).toHaveBeenCalledWith({ kind: 'percent', percent: 20 }, 2_500)
  })

  it("holds a custom amount to $1: 'Tip Amount should be $1 min.'", () => {
    const { next, type, onContinue } = setUp()
    fireEvent.click(screen.getByRole('radio', { name: 'Custom amount' }))
    next()
    expect(screen.getByRole('alert').textContent).toBe('Tip Amount should be $1 min.')
    type('0.50')
    next()
    expect(screen.getByRole('alert').textContent).toBe('Tip Amount should be $1 min.')
    expect(
      screen.getByRole('textbox', { name: 'Amount in dollars' }).getAttribute('aria-invalid'),
    ).toBe('true')
    type('1')
    next()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(onContinue).toHaveBeenCalledWith({ kind: 'custom', amount: '1' }, 100)
  })

  it('keeps the typed amount when switching back to custom', () => {
    const { next, type, onContinue } = setUp()
    fireEvent.click(screen.getByRole('radio', { name: 'Custom amount' }))
    type('7.25')
    fireEvent.click(screen.getByRole('radio', { name: '10% ($12.50)' }))
    fireEvent.click(screen.getByRole('radio', { name: 'Custom amount' }))
    next()
    expect(onContinue).toHaveBeenCalledWith({ kind: 'custom', amount: '7.25' }, 725)
  })

  it('starts from the choice made before', () => {
    setUp({ kind: 'custom', amount: '4' })
    expect(checked(screen.getByRole('radio', { name: 'Custom amount' }))).toBe(true)
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('4')
  })

  it('skips without checking anything', () => {
    const { onSkip, onContinue } = setUp()
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }))
    expect(onSkip).toHaveBeenCalledOnce()
    expect(onContinue).not.toHaveBeenCalled()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
