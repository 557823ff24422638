import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Link } from 'react-router'

export type MenuItem =
  | { kind: 'link'; label: string; to: string }
  | { kind: 'action'; label: string; onSelect: () => void; isDanger?: boolean }

interface MenuButtonProps {
  /** The button's accessible name, e.g. 'Actions for Data Analyst Intern'. */
  label: string
  items: MenuItem[]
  icon?: ReactNode
}

const dots = (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
    <circle cx="10" cy="4" r="1.75" />
    <circle cx="10" cy="10" r="1.75" />
    <circle cx="10" cy="16" r="1.75" />
  </svg>
)

/**
 * A button that opens a short menu (WAI-ARIA menu button): arrows move, Home/End jump, Escape
 * closes and hands focus back, Tab or a click outside closes.
 */
export function MenuButton({ label, items, icon = dots }: MenuButtonProps) {
  const [isOpen, setOpen] = useState(false)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<(HTMLElement | null)[]>([])
  const rootRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!isOpen) return
    itemRefs.current[0]?.focus()
    const closeOnOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', closeOnOutside)
    return () => document.removeEventListener('mousedown', closeOnOutside)
  }, [isOpen])

  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLElement)
    const last = items.length - 1
    const moves: Record<string, number> = {
      ArrowDown: current >= last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    }
    if (event.key in moves) {
      event.preventDefault()
      itemRefs.current[moves[event.key]!]?.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') {
      close(false)
    }
  }

  const itemClass = (isDanger = false) =>
    `flex min-h-11 w-full items-center px-4 text-left text-sm font-medium focus:bg-brand-50 focus:outline-none hover:bg-brand-50 ${isDanger ? 'text-red-700' : 'text-slate-800'}`

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            setOpen(true)
          }
        }}
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-brand-900"
      >
        {icon}
      </button>
      {isOpen && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-30 mt-1 min-w-48 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {items.map((item, index) => {
            const ref = (element: HTMLElement | null) => {
              itemRefs.current[index] = element
            }
            if (item.kind === 'link') {
              return (
                <Link
                  key={item.label}
                  ref={ref}
                  to={item.to}
                  role="menuitem"
                  tabIndex={-1}
                  onClick={() => setOpen(false)}
                  className={itemClass()}
                >
                  {item.label}
                </Link>
              )
            }
            return (
              <button
                key={item.label}
                ref={ref}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(true)
                  item.onSelect()
                }}
                className={itemClass(item.isDanger)}
              >
                {item.label}
              </button>
            )
          })}
        </div>
      )}
    </div>
  )
}
