/**
 * Registers the service worker once the page has loaded, from a chunk of its own, so it costs the
 * first load nothing (decision 033). With 'autoUpdate' a new version takes over by itself and the
 * page reloads into it; drafts are kept on the device, so nothing typed is lost.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () =>
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }))
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
