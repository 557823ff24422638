import { onlineManager } from '@tanstack/react-query'
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange)
const isOnline = () => onlineManager.isOnline()

/** Pages keep this much room at the bottom, so the banner covers nothing (the chat's composer). */
const ROOM = '--offline-banner-height'

/**
 * While the device is offline, requests and sends wait (TanStack Query pauses them) and go out by
 * themselves on reconnecting; this says so, so a spinner that does not move is not a mystery.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true)
  const banner = useRef<HTMLParagraphElement>(null)
  useLayoutEffect(() => {
    const root = document.documentElement.style
    if (online || !banner.current) return
    root.setProperty(ROOM, `${banner.current.offsetHeight}px`)
    return () => void root.removeProperty(ROOM)
  }, [online])
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p
          ref={banner}
          className="fixed inset-x-0 bottom-0 z-[150] bg-brand-900 px-4 py-3 text-center text-sm font-medium text-white shadow-lg"
        >
          You are offline. What you send will go out when you are back online.
        </p>
      )}
    </div>
  )
}
