/**
 * The last answer of each early page's request, kept on the device so that opening the page again
 * draws its first roles at once, before any round trip (/early.js, decision 036). A signed-in
 * intern's are part of the account's offline copy (keptFirstRolesKey, lib/session.ts); the public
 * browse's, as a signed-out visitor sees it, are kept under their own key. Small on purpose: both
 * /early.js and the app's api() load it.
 */

/** The public browse's first request, as api() spells it (the default view of /find-internships). */
// eslint-disable-next-line no-restricted-syntax -- an API path, not a page
export const PUBLIC_FIRST_ROLES_PATH = '/roles/recent?page=1&type=remote&limit=10'

/** Where the public browse's last first roles are kept: public data, kept across sign-outs. */
export const PUBLIC_FIRST_ROLES_KEY = 'internplace.first-roles'

/** A kept first page older than this is not drawn: a day-old list is a fair first glance. */
export const KEPT_FIRST_ROLES_MAX_AGE_MS = 24 * 60 * 60 * 1000

/** The last answer of each page's request, by the request's path. */
type KeptFirstRoles = Record<string, { at: number; body: unknown } | undefined>

function readAll(storage: Storage, key: string): KeptFirstRoles {
  try {
    const kept = JSON.parse(storage.getItem(key) ?? 'null') as unknown
    return kept && typeof kept === 'object' ? (kept as KeptFirstRoles) : {}
  } catch {
    return {}
  }
}

/** The kept answer of the request, if it is recent enough to draw. */
export function readKeptAnswer(storage: Storage, key: string, path: string, now = Date.now()) {
  const kept = readAll(storage, key)[path]
  return kept && now - kept.at <= KEPT_FIRST_ROLES_MAX_AGE_MS ? kept.body : undefined
}

export function keepAnswer(storage: Storage, key: string, path: string, body: unknown) {
  const kept = readAll(storage, key)
  kept[path] = { at: Date.now(), body }
  try {
    storage.setItem(key, JSON.stringify(kept))
  } catch {
    // Storage full or blocked: the next visit waits for the network, as before.
  }
}
