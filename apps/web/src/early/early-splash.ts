/*
 * The home page's splash (components/layout/Splash.tsx shows it once per browser session, for
 * SPLASH_MS) drawn by /early.js into the shell as soon as the HTML is parsed, instead of after the
 * scripts: the visitor sees it at once, and the app's own splash, the same size, then replaces it
 * without a later, larger paint (decision 036). Styled by the shell's `.shell-splash` CSS.
 */

/** Kept in step with Splash.tsx's key (early-splash.test.ts). */
export const SPLASH_SEEN_KEY = 'splashSeen'

const SPLASH_HTML =
  '<div class="shell-splash" role="status"><img src="/favicon.svg" alt="" width="56" height="56" />' +
  '<span>Internplace</span></div>'

/** Covers the shell with the splash on '/', once per session, if the shell is still there. */
export function drawSplash(win: Window & typeof globalThis = window): boolean {
  // Spelled out: the route table would triple this script.
  if (win.location.pathname !== '/') return false
  try {
    if (win.sessionStorage.getItem(SPLASH_SEEN_KEY) === 'true') return false
  } catch {
    return false
  }
  const shell = win.document.querySelector('#root > .shell')
  if (!shell) return false
  shell.insertAdjacentHTML('beforeend', SPLASH_HTML)
  return true
}
