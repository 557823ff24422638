import { useEffect } from 'react'

/** Stops the page behind an open menu or dialog from scrolling. */
export function useScrollLock(isLocked: boolean) {
  useEffect(() => {
    if (!isLocked) return
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = previous
    }
  }, [isLocked])
}
