import { useEffect, useState } from 'react'
import { SPLASH_MS } from '@app/domain'
import { Spinner } from '../ui/Spinner'

export const SPLASH_SEEN_KEY = 'splashSeen'

function hasSeenSplash(): boolean {
  try {
    return sessionStorage.getItem(SPLASH_SEEN_KEY) === 'true'
  } catch {
    return true
  }
}

/**
 * True while the splash should cover the root path: for SPLASH_MS, once per browser session, so
 * returning visitors do not wait (DESIGN.md §5).
 */
export function useSplash(pathname: string): boolean {
  const [isShowing, setShowing] = useState(() => pathname === '/' && !hasSeenSplash())
  useEffect(() => {
    if (!isShowing) return
    const timer = setTimeout(() => {
      sessionStorage.setItem(SPLASH_SEEN_KEY, 'true')
      setShowing(false)
    }, SPLASH_MS)
    return () => clearTimeout(timer)
  }, [isShowing])
  return isShowing
}

export function Splash() {
  return (
    // It stands in for the page while it shows, so it is the page's main landmark.
    <main className="fixed inset-0 z-[200] flex flex-col items-center justify-center gap-8 bg-white">
      <div className="flex items-center gap-3 text-brand-900">
        <img src="/favicon.svg" alt="" width={56} height={56} className="h-14 w-14" />
        <span className="text-3xl font-bold tracking-tight">Internplace</span>
      </div>
      <Spinner label="Loading Internplace" className="h-10 w-10" />
    </main>
  )
}
