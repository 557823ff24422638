import { useLayoutEffect, useRef } from 'react'
import { useIsOnline } from '../../lib/online'

/** Pages keep this much room at the bottom, so the banner covers nothing (the chat's composer). */
const ROOM = '--offline-banner-height'

/**
 * While the device is offline, pages show the answers they last had (kept on the device, decision
 * 033), and sending is held back until the network is back; this says so, so old data and a
 * disabled button are not a mystery.
 */
export function OfflineBanner() {
  const online = useIsOnline()
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
          <strong className="font-semibold">You are offline — showing what you saw last.</strong>{' '}
          Sending and saving are off until you are back online; what you type is kept on this
          device.
        </p>
      )}
    </div>
  )
}
