import { useEffect, useRef } from 'react'
import { Navigate } from 'react-router'
import { toast } from '../components/ui/toast'

/** Sends the user elsewhere and says why in a toast. */
export function RedirectWithNotice({
  to,
  state,
  notice,
}: {
  to: string
  state?: unknown
  notice: string
}) {
  // Once per visit, also under StrictMode's second effect run in development.
  const hasShown = useRef(false)
  useEffect(() => {
    if (hasShown.current) return
    hasShown.current = true
    toast.info(notice)
  }, [notice])
  return <Navigate to={to} state={state} replace />
}
