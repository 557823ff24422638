import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router'
import { QUERY_STALE_MS, SESSION_EXPIRED_STATUS, type SessionEndReason } from '@app/domain'
import { ApiError } from '../lib/api-client'
import { clearSession, onSessionEndedByServer, readSession, sessionEnded } from '../lib/session'
import { keepOfflineCopy } from '../lib/offline-cache'
import { seedFromPage } from '../lib/seed-from-page'
import { watchConnectivity } from '../lib/connectivity'
import { Toaster } from '../components/ui/toast'
import { OfflineBanner } from '../components/layout/OfflineBanner'
import { paths } from '../lib/paths'
import { router } from './router'

/** Clears the stored session and goes to /onboarding, which says it ended (and why, if known). */
function endSession(reason?: SessionEndReason) {
  const session = readSession()
  if (!session) return
  clearSession()
  void router.navigate(paths.onboarding.href(), {
    replace: true,
    state: sessionEnded(session.accountKind, reason),
  })
}

/**
 * An expired (440) or rejected (401) session on a signed-in page ends the session: storage is
 * cleared and the user goes to /onboarding (spec §4). Sign-in screens handle their own errors.
 */
function endSessionOn(error: unknown) {
  if (!(error instanceof ApiError)) return
  if (error.status !== SESSION_EXPIRED_STATUS && error.status !== 401) return
  endSession()
}

// A suspension reaches an open page on its event stream, at once (lib/live-events).
onSessionEndedByServer(endSession)

const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: endSessionOn }),
  mutationCache: new MutationCache({ onError: endSessionOn }),
  defaultOptions: {
    queries: {
      staleTime: QUERY_STALE_MS,
      retry: (count, error) => error instanceof ApiError && error.status === 0 && count < 2,
      refetchOnWindowFocus: false,
    },
  },
})
keepOfflineCopy(queryClient)
seedFromPage(queryClient)
watchConnectivity(queryClient)

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
      <OfflineBanner />
    </QueryClientProvider>
  )
}
