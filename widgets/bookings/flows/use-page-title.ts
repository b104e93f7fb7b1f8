/** Puts a title decided in the browser into the document's title, before the site's name. */
import { useEffect } from 'react'

export function usePageTitle(title: string): void {
  useEffect(() => {
    const site = document.title.includes(' | ') ? document.title.split(' | ').pop() : ''
    document.title = site ? `${title} | ${site}` : title
  }, [title])
}
