import { startEarlyRoles } from './early-roles'

// The entry of /early.js (build/early-script.ts): a plain script, loaded async from
// index.html's head; it never delays the page.
try {
  startEarlyRoles()
} catch {
  // No storage (private mode) or no fetch: the app asks as usual.
}
