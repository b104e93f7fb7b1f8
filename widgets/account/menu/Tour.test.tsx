import { act, fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { $tourOpen, finishTour, startTour, tourSeen } from '../../../shared/stores/account/tour.ts'
import { Tour } from './Tour.tsx'

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true })
}

beforeEach(() => {
  localStorage.clear()
  document.body.innerHTML = ''
})
afterEach(() => {
  act(() => $tourOpen.set(false))
  setWidth(1024)
})

function open(width: number) {
  setWidth(width)
  document.body.innerHTML =
    '<a href="/location" data-tour="locations">Locations</a><button id="before">Before</button>'
  ;(document.getElementById('before') as HTMLElement).focus()
  const host = document.createElement('div')
  document.body.append(host)
  render(<Tour />, { container: host })
  act(() => startTour())
}

describe('Tour', () => {
  it('walks 7 steps on a wide screen with Next, Back and Finish', () => {
    open(1280)
    const dialog = screen.getByRole('dialog')
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(screen.getByText('Step 1 of 7')).toBeTruthy()
    expect(document.activeElement?.textContent).toBe('Next')
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('dialog', { name: 'Locations' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByText('Step 1 of 7')).toBeTruthy()
    expect(document.activeElement?.textContent).toBe('Next')
    for (let step = 1; step < 7; step += 1)
      fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Step 7 of 7')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(tourSeen()).toBe(true)
    expect(document.activeElement?.id).toBe('before')
  })

  it('has 4 steps at 600 px and 7 at 601 px', () => {
    open(600)
    expect(screen.getByText('Step 1 of 4')).toBeTruthy()
    act(() => finishTour())
    open(601)
    expect(screen.getByText('Step 1 of 7')).toBeTruthy()
  })

  it('Skip and Escape end the tour and remember it was seen', () => {
    open(1280)
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(localStorage.getItem('hire:tourSeen')).toBe('1')
    localStorage.clear()
    act(() => startTour())
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(tourSeen()).toBe(true)
  })
})
