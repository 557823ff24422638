/**
 * The home page's splash as plain HTML in the shell (decision 036): the server writes it into
 * index.html for '/', and /early.js draws it over the service worker's copy of the shell (or
 * removes it once seen this session), so it shows at the first paint instead of after the
 * scripts. The app's own splash (Splash.tsx, the same size) then replaces it. Styled by the
 * shell's `.shell-splash` CSS in index.html.
 */
export const SHELL_SPLASH_HTML =
  '<div class="shell-splash" role="status">' +
  '<img src="/favicon.svg" alt="" width="56" height="56" /><span>Internplace</span></div>'
