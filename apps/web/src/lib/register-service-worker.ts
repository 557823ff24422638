/**
 * Registers the service worker once the page has loaded, from a chunk of its own, so it costs the
 * first load nothing (decision 033). With 'autoUpdate' a new version takes over by itself and the
 * page reloads into it; drafts are kept on the device, so nothing typed is lost.
 *
 * The worker precaches the shell only and caches other chunks as they are used (decision 036);
 * the chunks this page loaded before the worker took over are put into that cache by the page,
 * once registered and again when the worker takes control, so the page opens offline too.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () =>
    void Promise.all([import('virtual:pwa-register'), import('./asset-cache')]).then(
      ([{ registerSW }, { cacheLoadedAssets }]) => {
        const cacheLoaded = () => void cacheLoadedAssets().catch(() => {})
        navigator.serviceWorker.addEventListener('controllerchange', cacheLoaded, { once: true })
        registerSW({ immediate: true, onRegisteredSW: cacheLoaded })
      },
    )
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
