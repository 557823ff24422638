import {
  dehydrate,
  hydrate,
  onlineManager,
  type Query,
  type QueryClient,
} from '@tanstack/react-query'
import { OFFLINE_COPY_PREFIX, readSession } from './session'

/**
 * The signed-in account's own data that stays readable offline (decision 033): its profile, the
 * roles it saw and saved, its applications and their interviews (an application's page and the
 * dashboard's upcoming interviews, `interviewQueries`), its chats and notifications. Public lists
 * are not kept; they are for browsing online.
 */
const KEPT_ROOTS: ReadonlySet<unknown> = new Set([
  'intern',
  'company',
  'intern-roles',
  'intern-applications',
  'interviews',
  'messages',
  'notifications',
])

/** A copy older than this is not shown: it would mislead more than it helps. */
export const OFFLINE_COPY_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000
/** The most answers kept, newest first: enough for the pages one visits, small enough to store. */
export const OFFLINE_COPY_MAX_QUERIES = 150
/** Answers are written together, shortly after the first of them arrives. */
export const OFFLINE_COPY_WRITE_DELAY_MS = 1_000

const HYDRATE_OPTIONS = { defaultOptions: { queries: { gcTime: Infinity } } }

export const offlineCopyKey = (accountId: string) => `${OFFLINE_COPY_PREFIX}${accountId}`

interface OfflineCopy {
  savedAt: number
  state: ReturnType<typeof dehydrate>
}

type KeptQuery = OfflineCopy['state']['queries'][number]

/** The account's kept answers, without those too old to show. */
function readCopy(accountId: string, now: number): KeptQuery[] {
  try {
    const copy = JSON.parse(
      localStorage.getItem(offlineCopyKey(accountId)) ?? 'null',
    ) as OfflineCopy | null
    if (!copy || !Array.isArray(copy.state?.queries)) return []
    return copy.state.queries.filter(
      (query) => now - query.state.dataUpdatedAt <= OFFLINE_COPY_MAX_AGE_MS,
    )
  } catch {
    return []
  }
}

/**
 * Keeps a copy of the signed-in account's answers on this device, under its own key, and when the
 * app starts without a network shows them instead of nothing. Each answer is tagged with the
 * account that was signed in when it arrived, and only the current account's answers are written,
 * so one account's data is never kept under, or shown to, another; signing out or in as someone
 * else removes the copies (lib/session.ts). Answers the server's.
 */
export function keepOfflineCopy(queryClient: QueryClient): () => void {
  const cache = queryClient.getQueryCache()
  const ownerOf = new Map<string, string>()

  // The network state as the browser knows it at start; TanStack Query assumes online until an
  // event says otherwise, and would fail the first requests instead of waiting for a network.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    onlineManager.setOnline(false)
  }
  const restore = () => {
    const accountId = readSession()?.userId
    if (!accountId) return
    const queries = readCopy(accountId, Date.now()).filter(
      // Answers already here are as new or newer.
      ({ queryHash }) => cache.get(queryHash)?.state.data === undefined,
    )
    // Kept while the app stays open offline, so a page opened later still has its answers.
    hydrate(queryClient, { queries, mutations: [] }, HYDRATE_OPTIONS)
    for (const { queryHash } of queries) ownerOf.set(queryHash, accountId)
  }
  if (!onlineManager.isOnline()) restore()
  // The network can also go after start, or be found gone only a moment later.
  const unsubscribeOnline = onlineManager.subscribe((isOnline) => {
    if (!isOnline) restore()
  })

  let timer: ReturnType<typeof setTimeout> | undefined
  const isKept = (query: Query, accountId: string) =>
    query.state.status === 'success' &&
    KEPT_ROOTS.has(query.queryKey[0]) &&
    ownerOf.get(query.queryHash) === accountId
  const write = () => {
    clearTimeout(timer)
    timer = undefined
    const accountId = readSession()?.userId
    if (!accountId) return
    const fresh = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => isKept(query, accountId),
    }).queries
    // Pages not open now keep what they showed when they were.
    const byHash = new Map(readCopy(accountId, Date.now()).map((query) => [query.queryHash, query]))
    for (const query of fresh) byHash.set(query.queryHash, query)
    const queries = [...byHash.values()]
      .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
      .slice(0, OFFLINE_COPY_MAX_QUERIES)
    try {
      const copy: OfflineCopy = { savedAt: Date.now(), state: { queries, mutations: [] } }
      localStorage.setItem(offlineCopyKey(accountId), JSON.stringify(copy))
    } catch {
      // Storage full or blocked: the app works as before, only not offline.
    }
  }

  const unsubscribe = cache.subscribe((event) => {
    if (event.type === 'removed') {
      ownerOf.delete(event.query.queryHash)
      return
    }
    if (event.type !== 'updated' || event.action.type !== 'success') return
    const accountId = readSession()?.userId
    if (!accountId || !KEPT_ROOTS.has(event.query.queryKey[0])) return
    ownerOf.set(event.query.queryHash, accountId)
    timer ??= setTimeout(write, OFFLINE_COPY_WRITE_DELAY_MS)
  })
  // A page being closed within the delay still keeps what it showed.
  const onHide = () => {
    if (timer !== undefined) write()
  }
  window.addEventListener('pagehide', onHide)
  return () => {
    unsubscribe()
    unsubscribeOnline()
    clearTimeout(timer)
    window.removeEventListener('pagehide', onHide)
  }
}
