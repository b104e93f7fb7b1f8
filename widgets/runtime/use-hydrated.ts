/**
 * False on the server and in the first browser render, true once the island runs. Controls
 * that need script (dialog buttons, the signed-in user's view) switch over after that, so
 * hydration always meets the markup the server sent: plain links that work without script.
 */
import { useEffect, useState } from 'react'

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
