/**
 * The header's account area. Guests: Log In and Sign Up (links to the sign-in pages that,
 * once this island runs, open the sign-in dialog instead), and every `data-guest-prompt`
 * link on the page (Bookings, Listings, a guarded page's buttons) asks them to sign in
 * rather than navigate. Signed in: the Messages link (HeaderChat, loaded then), the
 * notification bell (widgets/notifications: unread
 * count and the 3 latest, polled once per browser) and the profile menu button
 * (WAI-ARIA menu button). The menu, the dialogs and the tour load on first need
 * (widgets/account/menu), so this island stays small.
 */
import { useStore } from '@nanostores/react'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { tourDue } from '../../shared/stores/account/tour.ts'
import { $signedIn, $user } from '../../shared/stores/core/session.ts'
import { Bell } from '../../widgets/notifications/Bell.tsx'
import notificationsCss from '../../widgets/notifications/notifications.css?inline'
import { loadOnce } from '../../widgets/ui/lazy/load-once.ts'
import { authLinks, siteConfig } from '../config.ts'

type Extras = typeof import('../../widgets/account/menu/header-extras.ts')

type Chat = typeof import('./HeaderChat.tsx')

const loadExtras = loadOnce(
  (): Promise<Extras> => import('../../widgets/account/menu/header-extras.ts'),
)

const supportHref = `mailto:${siteConfig.contact.email}?subject=Support`

/** After a guest signed in from a prompt: follow the link they chose, or show the page. */
function afterSignIn(href: string | null): void {
  if (href && !href.startsWith('/auth/')) window.location.assign(href)
  else if (document.documentElement.dataset.guard === 'guest') window.location.reload()
}

export default function HeaderAccount() {
  // The server renders the guest buttons; the first render in the browser must match them
  // (hydration reuses the server's nodes as they are), so the user's chip comes right after.
  const [mounted, setMounted] = useState(false)
  const signedIn = useStore($signedIn) && mounted
  const user = useStore($user)
  const id = useId()
  const button = useRef<HTMLButtonElement>(null)
  const [loaded, setLoaded] = useState<Extras | null>(null)
  const [menu, setMenu] = useState<'first' | 'last' | null>(null)
  const withExtras = (then?: (module: Extras) => unknown) =>
    loadExtras().then(
      (module) => {
        setLoaded(module)
        then?.(module)
      },
      () => setMenu(null),
    )

  useEffect(() => setMounted(true), [])
  // The Messages link (and with it the chat store and its connection) loads for a signed-in
  // user only: a guest downloads no chat code.
  const [chat, setChat] = useState<Chat | null>(null)
  useEffect(() => {
    if (signedIn && !chat) void import('./HeaderChat.tsx').then(setChat, () => {})
  }, [signedIn, chat])
  // Tells the header's pre-paint hint (Header.astro) who is here now.
  useEffect(() => {
    if (mounted) document.documentElement.dataset.session = signedIn ? 'user' : 'guest'
  }, [mounted, signedIn])

  // Guests: links marked data-guest-prompt open the sign-in dialog instead of navigating.
  useEffect(() => {
    if (signedIn) return
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.('a[data-guest-prompt]')
      if (!(link instanceof HTMLAnchorElement)) return
      event.preventDefault()
      const mode = link.dataset.guestPrompt === 'signup' ? 'signup' : 'login'
      const href = link.getAttribute('href')
      void withExtras((module) =>
        module.promptSignIn({ mode }).then((ok) => ok && afterSignIn(href)),
      )
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [signedIn])

  // A guest on a signed-in page (marked by the route guard) is asked once, straight away.
  useEffect(() => {
    if ($signedIn.get() || document.documentElement.dataset.guard !== 'guest') return
    void withExtras((module) =>
      module.promptSignIn({ mode: 'login' }).then((ok) => ok && afterSignIn(null)),
    )
  }, [])

  // The tour shows once after a user's first sign-in, on the home page only.
  useEffect(() => {
    if (!tourDue(window.location.pathname, signedIn)) return
    void withExtras((module) => module.startTour())
  }, [signedIn])

  const overlays = loaded ? <loaded.HeaderOverlays /> : null
  if (!signedIn) {
    return (
      <div className="header-account header-account--guest">
        <a
          className="button button--ghost header-account__login"
          href={authLinks.login}
          data-guest-prompt="login"
        >
          Log In
        </a>
        <a className="button" href={authLinks.signup} data-guest-prompt="signup">
          Sign Up
        </a>
        {overlays}
      </div>
    )
  }

  const open = (at: 'first' | 'last') => {
    setMenu(at)
    void withExtras()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (menu || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return
    event.preventDefault()
    open(event.key === 'ArrowDown' ? 'first' : 'last')
  }
  const firstName = user?.firstName?.trim() || 'My Profile'
  const menuOpen = menu !== null && loaded !== null

  return (
    <div className="header-account">
      {chat ? <chat.default /> : null}
      <div className="header-account__notifications" data-tour="notifications">
        <style>{notificationsCss}</style>
        <Bell />
      </div>
      <div className="header-account__menu" data-tour="profile">
        <button
          ref={button}
          id={`${id}-button`}
          type="button"
          className="header-account__chip"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? `${id}-menu` : undefined}
          onClick={() => (menu ? setMenu(null) : open('first'))}
          onKeyDown={onKeyDown}
          onPointerEnter={() => void loadExtras().catch(() => {})}
          onFocus={() => void loadExtras().catch(() => {})}
        >
          {user?.profilePicture ? (
            <img src={user.profilePicture} alt="" width={36} height={36} />
          ) : (
            <span className="header-account__initial" aria-hidden="true">
              {firstName.charAt(0).toUpperCase()}
            </span>
          )}
          <span>{firstName}</span>
          <span className="visually-hidden">, account menu</span>
        </button>
        {menuOpen ? (
          <loaded.ProfileMenu
            id={`${id}-menu`}
            labelledBy={`${id}-button`}
            initial={menu}
            items={loaded.accountMenuItems({ supportHref, owner: loaded.headerOwner })}
            onClose={(refocus) => {
              setMenu(null)
              if (refocus) button.current?.focus()
            }}
          />
        ) : null}
      </div>
      {overlays}
    </div>
  )
}
