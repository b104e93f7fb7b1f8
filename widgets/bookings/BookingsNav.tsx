/**
 * The side navigation 'Your bookings' (spec part 2 section 2): Current and History, which on
 * our site are the pages /booking/current and /booking/history (plain links that work
 * without script) and embedded switch the list in place, then the carbon-points card.
 */
import { type ReactNode, useId } from 'react'
import { isPlainClick, useNavigation } from './navigation.ts'
import { type ListView, listPath, siteLink } from './routes.ts'

const tabs: { view: ListView; label: string }[] = [
  { view: 'current', label: 'Current' },
  { view: 'history', label: 'History' },
]

export function BookingsNav({ view, carbon }: { view: ListView; carbon: ReactNode }) {
  const nav = useNavigation()
  const titleId = useId()
  return (
    <aside className="bookings-side" part="side">
      <nav aria-labelledby={titleId}>
        <h2 id={titleId} className="bookings-side-title">
          Your bookings
        </h2>
        <ul className="bookings-tabs">
          {tabs.map((tab) => (
            <li key={tab.view}>
              <a
                href={siteLink(listPath(tab.view), nav.siteBase)}
                aria-current={tab.view === view ? 'page' : undefined}
                part="tab"
                onClick={(event) => {
                  if (!nav.embedded || !isPlainClick(event)) return
                  event.preventDefault()
                  nav.show({ view: tab.view })
                }}
              >
                {tab.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {carbon}
    </aside>
  )
}
