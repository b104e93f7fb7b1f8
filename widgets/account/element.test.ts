import { waitFor, within } from '@testing-library/preact'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mountSession } from '../../tests/fixtures/fake-client.ts'
import uiCss from '../ui/ui.css?inline'
import accountCss from './account.css?inline'

let unmountSession = () => {}
beforeAll(async () => {
  unmountSession = mountSession()
  await import('./element.ts')
  return () => unmountSession()
})
afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

async function mount(html: string): Promise<HTMLElement> {
  document.body.innerHTML = html
  const element = document.querySelector('hire-account') as HTMLElement
  await waitFor(() => expect(element.shadowRoot?.querySelector('.hire-account')).toBeTruthy())
  return element
}

describe('<hire-account>', () => {
  it('is defined, and the view goes through an attribute or the property', async () => {
    const element = document.createElement('hire-account')
    expect(element).toBeInstanceOf(customElements.get('hire-account') as CustomElementConstructor)
    element.view = 'login'
    expect(element.getAttribute('view')).toBeNull()
  })

  it('renders the view named by its attribute in an open shadow root and announces hire-ready', async () => {
    const ready: Event[] = []
    document.addEventListener('hire-ready', (event) => ready.push(event), { once: true })
    const element = await mount('<hire-account view="forgot-password"></hire-account>')
    const root = element.shadowRoot as ShadowRoot
    expect(
      within(root as unknown as HTMLElement).getByRole('heading', { name: 'Forgot password' }),
    ).toBeTruthy()
    await waitFor(() =>
      expect(
        within(root as unknown as HTMLElement).getByRole('button', { name: 'Send Code' }),
      ).toBeTruthy(),
    )
    const styles = [...root.querySelectorAll('style')].map((style) => style.textContent)
    expect(styles[0]).toContain(
      ':host{--hire-rem:16px;display:block;min-height:calc(12 * var(--hire-rem, 1rem))',
    )
    // The widget's own stylesheet renders inside its root (empty unless the run processes CSS).
    expect(styles[1]).toBe(uiCss + accountCss)
    await waitFor(() => expect(ready).toHaveLength(1))
  })

  it('switches view when the attribute changes', async () => {
    const element = await mount('<hire-account view="forgot-password"></hire-account>')
    element.setAttribute('view', 'user-type')
    const root = element.shadowRoot as unknown as HTMLElement
    await waitFor(() => expect(within(root).getByRole('heading', { name: 'Welcome' })).toBeTruthy())
  })
})
