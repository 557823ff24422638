import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Outlet, useLocation } from 'react-router'
import { useLiveEvents } from '../../lib/live-events'
import { GatedLink } from '../dashboard/GatedLink'
import { LogOutButton } from '../dashboard/LogOutButton'
import { Logo } from '../ui/Logo'
import { AccountNav, type AccountNavItem } from './AccountNav'
import { MenuToggleIcon } from './MenuToggleIcon'
import { MAIN_ID, SkipLink } from './SkipLink'

const myAccountClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-900 hover:bg-brand-50'

interface AccountShellProps {
  /** Names the navigation landmark: 'Company', 'Intern'. */
  navLabel: string
  items: readonly AccountNavItem[]
  /** Where 'My Account' leads, and whether it is inert yet. */
  account: { to: string; isLocked: boolean; avatar: ReactNode } | { signedInAs: string }
  /** Chats and notifications pushed to the page; the console has none. */
  hasLiveEvents?: boolean
}

function LiveEvents() {
  useLiveEvents()
  return null
}

function MyAccountLink({
  account,
  withAvatar,
}: Pick<AccountShellProps, 'account'> & { withAvatar?: boolean }) {
  if ('signedInAs' in account) {
    return (
      <p className="min-w-0 truncate px-3 text-sm text-slate-600">
        Signed in as <span className="font-semibold text-brand-900">{account.signedInAs}</span>
      </p>
    )
  }
  return (
    <GatedLink
      to={account.to}
      isLocked={account.isLocked}
      className={myAccountClass}
      lockedClassName="opacity-60 hover:bg-transparent"
    >
      {withAvatar && (
        <span
          aria-hidden="true"
          className="flex h-8 w-8 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-xs font-bold text-brand-900"
        >
          {account.avatar}
        </span>
      )}
      My Account
    </GatedLink>
  )
}

/** On phones: the logo and a menu button; the menu drops down under the bar. */
function MobileBar({ navLabel, items, account }: AccountShellProps) {
  const [isOpen, setIsOpen] = useState(false)
  const menuId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()
  const [openedAt, setOpenedAt] = useState(pathname)
  // A followed link closes the menu.
  if (isOpen && pathname !== openedAt) setIsOpen(false)

  useEffect(() => {
    if (!isOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setIsOpen(false)
      toggle.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [isOpen])

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white lg:hidden">
      <div className="flex items-center justify-between gap-2 px-4 py-2">
        <Logo />
        <button
          ref={toggle}
          type="button"
          aria-expanded={isOpen}
          aria-controls={menuId}
          onClick={() => {
            setOpenedAt(pathname)
            setIsOpen((open) => !open)
          }}
          className={myAccountClass}
        >
          <MenuToggleIcon isOpen={isOpen} />
          Menu
        </button>
      </div>
      <div
        id={menuId}
        hidden={!isOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-100 px-4 pt-3 pb-4 shadow-lg"
      >
        <AccountNav items={items} label={`${navLabel} menu`} />
        <div className="mt-3 flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
          <MyAccountLink account={account} />
          <LogOutButton />
        </div>
      </div>
    </header>
  )
}

/**
 * The frame of a signed-in area: a sidebar on wide screens, a top bar with a menu on phones.
 * Locked links stay visible but inert until the profile is complete.
 */
export function AccountShell({ hasLiveEvents = true, ...props }: AccountShellProps) {
  return (
    <div className="min-h-dvh bg-slate-50 lg:flex">
      {hasLiveEvents && <LiveEvents />}
      <SkipLink />
      <aside className="sticky top-0 hidden h-[calc(100dvh-var(--offline-banner-height,0px))] w-64 shrink-0 flex-col border-r border-slate-200 bg-white px-4 py-6 lg:flex">
        <Logo className="px-3" />
        <div className="mt-8 flex-1">
          <AccountNav items={props.items} label={props.navLabel} />
        </div>
        <LogOutButton />
      </aside>

      <div className="min-w-0 flex-1">
        <MobileBar {...props} />
        <header className="hidden items-center justify-end gap-2 border-b border-slate-200 bg-white px-8 py-3 lg:flex">
          <MyAccountLink account={props.account} withAvatar />
        </header>
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className="mx-auto max-w-6xl px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          <Outlet />
        </main>
      </div>
    </div>
  )
}
