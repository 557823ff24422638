import { useEffect, useId, useRef, useState, type MouseEvent } from 'react'
import { createPortal } from 'react-dom'
import { Link, NavLink } from 'react-router'
import { PUBLIC_NAV_LINKS } from '@app/domain'
import { paths } from '../../lib/paths'
import { buttonClass } from '../ui/Button'
import { Logo } from '../ui/Logo'
import { trapTab } from '../ui/trap-tab'
import { MenuToggleIcon } from './MenuToggleIcon'
import { useScrollLock } from './useScrollLock'

const FOCUSABLE = 'a[href], button:not([disabled])'

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-4 py-3 text-base font-medium ${
    isActive ? 'bg-brand-50 text-brand-900' : 'text-slate-700 hover:bg-slate-50'
  }`

/** The hamburger and the slide-in menu it opens on small screens. */
export function MobileNav() {
  const [isOpen, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const panelId = useId()
  useScrollLock(isOpen)

  useEffect(() => {
    const panel = panelRef.current
    const toggle = toggleRef.current
    if (!isOpen || !panel) return
    panel.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
      if (event.key === 'Tab') trapTab(event, panel, FOCUSABLE)
    }
    const onPointerDown = (event: Event) => {
      const target = event.target as Node
      if (!panel.contains(target) && !toggle?.contains(target)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('mousedown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('mousedown', onPointerDown)
      toggle?.focus()
    }
  }, [isOpen])

  const closeOnLinkClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false)
  }

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 lg:hidden"
        aria-label={isOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
      >
        <MenuToggleIcon isOpen={isOpen} />
      </button>
      {createPortal(
        <div className="lg:hidden">
          <div
            data-testid="menu-overlay"
            aria-hidden="true"
            onClick={() => setOpen(false)}
            className={`fixed inset-0 z-40 bg-brand-900/50 transition-opacity duration-300 ${
              isOpen ? 'opacity-100' : 'pointer-events-none opacity-0'
            }`}
          />
          <div
            ref={panelRef}
            id={panelId}
            role="dialog"
            aria-modal="true"
            aria-label="Menu"
            inert={!isOpen}
            data-state={isOpen ? 'open' : 'closed'}
            onClick={closeOnLinkClick}
            className={`fixed inset-y-0 right-0 z-50 flex w-[85%] max-w-xs flex-col gap-6 overflow-y-auto bg-white p-5 shadow-2xl transition-[transform,visibility] duration-300 ${
              isOpen ? 'visible translate-x-0' : 'invisible translate-x-full'
            }`}
          >
            <div className="flex items-center justify-between">
              <Logo />
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100"
              >
                Close
              </button>
            </div>
            <nav aria-label="Mobile">
              <ul className="flex flex-col gap-1">
                {PUBLIC_NAV_LINKS.map((link) => (
                  <li key={link.href}>
                    <NavLink to={link.href} className={mobileLink}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <Link to={paths.intern.signIn.href()} className={buttonClass('ghost', 'w-full')}>
              Sign in
            </Link>
            <Link to={paths.onboarding.href()} className={buttonClass('primary', 'w-full')}>
              Get Started
            </Link>
          </div>
        </div>,
        document.body,
      )}
    </>
  )
}
