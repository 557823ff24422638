import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { trapTab } from './trap-tab'

export interface DialogProps {
  isOpen: boolean
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  /** Called on Escape and on a click outside; leave it out for a dialog the user must answer. */
  onClose?: () => void
  /** The element to focus when the dialog opens; the first focusable one otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>
  /** 'alertdialog' for a confirmation that interrupts the user. */
  role?: 'dialog' | 'alertdialog'
  icon?: ReactNode
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A modal dialog: labelled by its title, focus kept inside while open and handed back to the element
 * that had it before, page scroll locked.
 */
export function Dialog({
  isOpen,
  title,
  description,
  children,
  onClose,
  initialFocusRef,
  role = 'dialog',
  icon,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    if (!isOpen) return
    const previouslyFocused = document.activeElement as HTMLElement | null
    const firstFocusable = panel.current?.querySelector<HTMLElement>(FOCUSABLE)
    ;(initialFocusRef?.current ?? firstFocusable ?? panel.current)?.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      previouslyFocused?.focus?.()
    }
  }, [isOpen, initialFocusRef])

  if (!isOpen) return null

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation()
      onClose()
      return
    }
    if (event.key === 'Tab' && panel.current) trapTab(event, panel.current, FOCUSABLE)
  }

  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-950/60 p-4 sm:items-center"
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return
        // Keeps focus inside the panel, so Escape and Tab still work after a click on the backdrop.
        event.preventDefault()
        onClose?.()
      }}
    >
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        className="w-full max-w-md rounded-2xl bg-white p-6 text-center shadow-2xl outline-none sm:p-8"
      >
        {icon && <div className="mb-4 flex justify-center">{icon}</div>}
        <h2 id={titleId} className="text-xl font-bold text-brand-900">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="mt-2 text-sm text-slate-600">
            {description}
          </p>
        )}
        {children && <div className="mt-6">{children}</div>}
      </div>
    </div>,
    document.body,
  )
}

/**
 * A confirmation that interrupts the user and cannot be closed (Escape, a click outside) while its
 * request runs.
 */
export function BusyAlertDialog({
  isPending,
  onClose,
  ...props
}: Omit<DialogProps, 'role' | 'onClose'> & { isPending: boolean; onClose: () => void }) {
  return <Dialog {...props} role="alertdialog" onClose={isPending ? undefined : onClose} />
}
