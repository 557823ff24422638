import { onlineManager, type QueryClient } from '@tanstack/react-query'
import { API_BASE, ApiError } from './api-client'

/** While the server cannot be reached, whether it can is asked this often. */
export const CONNECTIVITY_PROBE_MS = 10_000

const probeServer = () =>
  fetch(`${API_BASE}/health/live`, { cache: 'no-store' }).then(
    (response) => response.ok,
    () => false,
  )

/**
 * A request that cannot reach the server means the app is offline, whatever `navigator.onLine`
 * says (a phone on a network that carries nothing, a browser that has not noticed): the app then
 * says so and shows what it kept (decision 033), and a small probe of the server says when it is
 * back. The browser's own online and offline events still count as before.
 */
export function watchConnectivity(queryClient: QueryClient, probe = probeServer): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const check = async () => {
    timer = undefined
    if (onlineManager.isOnline()) return
    if (await probe()) onlineManager.setOnline(true)
    else timer = setTimeout(() => void check(), CONNECTIVITY_PROBE_MS)
  }
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return
    const { error } = event.action
    if (!(error instanceof ApiError) || error.status !== 0 || !onlineManager.isOnline()) return
    onlineManager.setOnline(false)
    timer ??= setTimeout(() => void check(), CONNECTIVITY_PROBE_MS)
  })
  return () => {
    unsubscribe()
    clearTimeout(timer)
  }
}
