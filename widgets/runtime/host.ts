/**
 * Gives a component its host element (to dispatch events from) and its widget id (to own
 * the feedback it raises). Rendered as an island there is no host: components fall back
 * to their own root element.
 */
import { createContext, useContext } from 'react'

export const HostContext = createContext<HTMLElement | null>(null)

export function useHost(): HTMLElement | null {
  return useContext(HostContext)
}
