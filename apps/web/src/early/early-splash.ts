import { SHELL_SPLASH_HTML } from '@app/domain'

/*
 * The home page's splash in the shell (decision 036). Splash.tsx shows the app's once per browser
 * session, for SPLASH_MS; the server writes the same splash into index.html for '/', so it shows
 * at the first paint. This keeps the shell in step with the app's rule: it draws the splash over
 * the service worker's copy of the shell (which has none), and takes it away once it was seen.
 */

/** Kept in step with Splash.tsx's key (early-splash.test.ts). */
export const SPLASH_SEEN_KEY = 'splashSeen'

/**
 * On '/', before the app is in: the splash if not yet seen this session, else none. The splash is
 * in the loading shell, or in the server's own home page (issue 33), which stands in #root in
 * place of the shell; only the shell has it drawn in when missing (the worker's copy).
 */
export function syncSplash(win: Window & typeof globalThis = window): void {
  // Spelled out: the route table would triple this script.
  if (win.location.pathname !== '/') return
  const splash = win.document.querySelector('#root .shell-splash')
  let seen = true
  try {
    seen = win.sessionStorage.getItem(SPLASH_SEEN_KEY) === 'true'
  } catch {
    // No storage: no splash, as the app.
  }
  if (seen) return splash?.remove()
  const shell = win.document.querySelector('#root > .shell')
  if (shell && !splash) shell.insertAdjacentHTML('beforeend', SHELL_SPLASH_HTML)
}
