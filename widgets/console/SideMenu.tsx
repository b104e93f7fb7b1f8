/** The console's side menu (spec part 3 section 2.1) with the awaiting orders badge. */
import { $awaitingCount } from '../../shared/stores/supplier/awaiting-badge.ts'
import { useStore } from '../runtime/use-store.ts'
import { consolePaths } from './paths.ts'

export function SideMenu({ current }: { current: 'orders' | 'awaiting' | 'revenue' }) {
  const count = useStore($awaitingCount)
  const entries = [
    { key: 'orders', label: 'Orders', href: consolePaths.orders },
    { key: 'awaiting', label: 'Awaiting orders', href: consolePaths.awaiting },
    { key: 'revenue', label: 'My Revenue', href: consolePaths.revenue },
  ] as const
  return (
    <nav className="console-menu" aria-label="Supplier console" part="menu">
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            <a
              href={entry.href}
              aria-current={entry.key === current ? 'page' : undefined}
              part="menu-link"
            >
              {entry.label}
              {entry.key === 'awaiting' && count !== null && count > 0 && (
                <span className="console-badge" data-testid="awaiting-badge">
                  {count}
                  <span className="hire-visually-hidden"> awaiting</span>
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
