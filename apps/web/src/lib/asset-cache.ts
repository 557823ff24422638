/**
 * The service worker's cache of hashed /assets/ files, filled as pages use them (decision 036):
 * the worker precaches only the shell. The page adds the files it loaded before the worker took
 * over (lib/register-service-worker.ts), so the pages seen on a first visit also open offline.
 */
export const ASSET_CACHE = 'internplace-assets'
/** At most this many files are kept (the app has ~130 chunks; a visit uses a few dozen). */
export const ASSET_CACHE_MAX_ENTRIES = 200

/** Puts the same-origin /assets/ files this page has loaded into the worker's asset cache. */
export async function cacheLoadedAssets(): Promise<void> {
  if (!('caches' in window)) return
  const urls = new Set(
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname),
  )
  const cache = await caches.open(ASSET_CACHE)
  await Promise.all(
    [...urls].map(async (url) => {
      // From the browser's HTTP cache: the files were just loaded and are immutable.
      if (!(await cache.match(url))) await cache.add(url).catch(() => {})
    }),
  )
}
