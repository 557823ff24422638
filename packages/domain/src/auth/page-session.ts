/*
 * The bridge between the web app's bearer session (localStorage) and the server pages' cookie
 * session (decision 079): the same token in both, handed over on the browser's own requests only.
 */

/**
 * GET answers the cookie's session for the app to keep; POST with the app's bearer sets the cookie.
 * Outside the API's prefix: the JSON API never reads the cookie.
 */
export const PAGE_SESSION_PATH = '/page-session'

/**
 * The header the app's GET must send: no form, link or image of another site can send one, and
 * another site's script could only with a CORS preflight, which this server never allows.
 */
export const PAGE_SESSION_HEADER = 'x-internplace-page-session'

/**
 * A cookie scripts may read that says only 'a cookie session is set' (never the token), so the app
 * asks for it at boot only when there is one to adopt, and offers its own only when there is none.
 */
export const SESSION_HINT_COOKIE = 'signed_in'
