import { startEarlyRoles, whenParsed } from './early-roles'
import { syncSplash } from './early-splash'

// The entry of /early.js (build/early-script.ts): a plain script, loaded async from
// index.html's head; it never delays the page.
try {
  startEarlyRoles()
  whenParsed(document, () => syncSplash())
} catch {
  // No storage (private mode) or no fetch: the app asks as usual.
}
