/** Media paths from the API may be relative to the API's origin; partner pages need them absolute. */
import { $config } from '../config.ts'

export function mediaUrl(path: string | null | undefined): string {
  if (!path) return ''
  try {
    return new URL(path, $config.get().apiBase).href
  } catch {
    return path
  }
}
