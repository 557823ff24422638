import { useEffect } from 'react'
import { useBlocker } from 'react-router'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'

/** Asks before typed but unsaved details are lost to a link, Back, or closing the tab. */
export function UnsavedChangesGuard({ isDirty }: { isDirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && currentLocation.pathname !== nextLocation.pathname,
  )

  useEffect(() => {
    if (!isDirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [isDirty])

  return (
    <Dialog
      isOpen={blocker.state === 'blocked'}
      role="alertdialog"
      title="Discard your changes?"
      description="The details you typed have not been saved."
      onClose={() => blocker.reset?.()}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
        <Button variant="secondary" onClick={() => blocker.reset?.()}>
          Keep editing
        </Button>
        <Button variant="danger" onClick={() => blocker.proceed?.()}>
          Discard
        </Button>
      </div>
    </Dialog>
  )
}
