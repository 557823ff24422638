import { firstRoleListHtml, rolesFoundText, type FirstRoleCardRole } from '@app/domain'
import type { EarlyAnswer } from '../lib/early-answers'
import {
  PUBLIC_FIRST_ROLES_KEY,
  PUBLIC_FIRST_ROLES_PATH,
  keepAnswer,
  readKeptAnswer,
} from '../lib/kept-first-roles'
import { keptFirstRolesKey } from '../lib/session'

/*
 * /early.js (built from early.ts by build/early-script.ts, decisions 032 and 036): on
 * /intern/roles and /intern/dashboard it asks the signed-in intern's first roles while the app's
 * scripts load, and draws them as plain cards into the shell (the same cards the server writes for
 * /find-internships), so a slow phone shows a role seconds before the app can. The app's api()
 * takes the answer once (lib/early-answers.ts); React replaces the shell, cards and all, when the
 * page's chunks are in. Only the default view (no criteria in the address) is asked, so no filter
 * rule is repeated here. It imports nothing of the app but the card template: it is first-load
 * bytes.
 *
 * The last answer is kept on the device (lib/kept-first-roles.ts: an intern's with the account's
 * offline copy, the public browse's as a signed-out visitor sees it), so that opening the page
 * again shows its roles at once, before any round trip; the fresh answer replaces them when it
 * comes, and the app replaces both.
 */

interface RolesPage {
  docs: FirstRoleCardRole[]
  meta: { totalDocs: number; totalDocsCapped?: true }
}

interface EarlyPage {
  /** The API path and query the page's own request asks (as api() spells it), under /api/v1. */
  path: string
  /** A signed-in intern's page (asked at once), or the public browse (asked only over a plain shell). */
  signedIn: boolean
  /** The shell's main part with the roles. */
  html: (page: RolesPage) => string
}

/** The pages drawn early. */
export const EARLY_PAGES: Record<string, EarlyPage> = {
  // Spelled out, not from lib/paths.ts: the route table would add 2.6 KB to this first-load
  // script. early-roles.test.ts checks them against paths and the pages' own requests.
  // eslint-disable-next-line no-restricted-syntax
  '/intern/roles': {
    path: '/users/roles?page=1&limit=10',
    signedIn: true,
    html: ({ docs, meta }) =>
      `<div class="shell-main"><h1>Recommended Roles</h1>` +
      `<h2>${rolesFoundText(meta.totalDocs, meta.totalDocsCapped)}</h2>` +
      firstRoleListHtml(docs, 'Recommended roles') +
      `<p role="status">Loading filters…</p></div>`,
  },
  // eslint-disable-next-line no-restricted-syntax
  '/intern/dashboard': {
    path: '/users/roles?page=1&limit=2',
    signedIn: true,
    html: ({ docs }) =>
      `<div class="shell-main"><h1>Welcome back</h1><h2>Recommended Roles</h2>` +
      firstRoleListHtml(docs, 'Recommended roles') +
      `<p role="status">Loading your dashboard…</p></div>`,
  },
  // The server writes the whole page (browse-pages.routes.ts, decision 077); the service worker's
  // copy of index.html, which a repeat visit is answered with, has only the skeleton.
  // eslint-disable-next-line no-restricted-syntax
  '/find-internships': {
    path: PUBLIC_FIRST_ROLES_PATH,
    signedIn: false,
    html: ({ docs, meta }) =>
      `<div class="shell-main"><h1 class="fr-hero">Find your next internship</h1>` +
      `<h2>${rolesFoundText(meta.totalDocs, meta.totalDocsCapped)}</h2>` +
      firstRoleListHtml(docs, 'Roles') +
      `<p role="status">Loading filters…</p></div>`,
  },
}

/** The shell's main part drawn from the kept answer, which the fresh answer may replace. */
const KEPT = 'data-kept'

/**
 * Replaces the shell's skeleton with the page's first roles, if the shell is still there (React
 * has not replaced it) and the answer holds roles. Returns whether it drew. Roles drawn from a
 * kept answer are marked, and are replaced in turn by a fresh answer.
 */
export function drawFirstRoles(
  doc: Document,
  html: (page: RolesPage) => string,
  body: unknown,
  kept = false,
) {
  const page = (body as { data?: RolesPage } | null)?.data
  if (!page || !Array.isArray(page.docs) || page.docs.length === 0) return false
  const skeleton = skeletonOf(doc)
  if (!skeleton || (kept && skeleton.hasAttribute(KEPT))) return false
  const template = doc.createElement('template')
  // Every word of a role is escaped by the card template (first-role-cards.ts).
  template.innerHTML = html(page)
  if (kept) template.content.firstElementChild?.setAttribute(KEPT, '')
  skeleton.replaceWith(template.content)
  return true
}

/** Runs once the document is parsed (at once if it is). */
export const whenParsed = (doc: Document, run: () => void) =>
  doc.readyState === 'loading'
    ? doc.addEventListener('DOMContentLoaded', run, { once: true })
    : run()

/**
 * The shell's main part, while the shell is in #root and shows no roles yet, or only those of a
 * kept answer.
 */
function skeletonOf(doc: Document) {
  const main = doc.querySelector('#root > .shell > .shell-main')
  return main && (!main.querySelector('.fr-list') || main.hasAttribute(KEPT)) ? main : null
}

/**
 * Where the page's last answer is kept: a signed-in intern's under the account, the public
 * browse's only as a signed-out visitor sees it; none otherwise.
 */
function keptKeyOf(early: EarlyPage, token: string | null, accountId: string | null) {
  if (early.signedIn) return accountId ? keptFirstRolesKey(accountId) : null
  return token ? null : PUBLIC_FIRST_ROLES_KEY
}

/** Draws the page's roles from its last answer, if one recent enough is kept. */
function drawKept(win: Window & typeof globalThis, early: EarlyPage, key: string) {
  const body = readKeptAnswer(win.localStorage, key, early.path)
  if (body === undefined) return
  whenParsed(win.document, () => drawFirstRoles(win.document, early.html, body, true))
}

/**
 * Asks the page's first roles, keeps the answer for the app, and draws it into the shell; the
 * answer is also kept on the device for the next visit, under `keptKey`.
 */
function askAndDraw(
  win: Window & typeof globalThis,
  early: EarlyPage,
  token: string | null,
  keptKey: string | null,
) {
  const response = win
    .fetch(`/api/v1${early.path}`, {
      headers: token
        ? { Accept: 'application/json', Authorization: `Bearer ${token}` }
        : { Accept: 'application/json' },
    })
    .then((answer) => {
      // A copy to draw from: the body itself is the app's to read.
      if (answer.ok)
        void answer
          .clone()
          .json()
          .then((body: unknown) => {
            if (keptKey) keepAnswer(win.localStorage, keptKey, early.path, body)
            whenParsed(win.document, () => drawFirstRoles(win.document, early.html, body))
          })
          .catch(() => {})
      return answer
    })
  // A failure is the app's to report when it asks; nothing is reported twice.
  response.catch(() => {})
  const answers: Record<string, EarlyAnswer | undefined> = (win.__earlyAnswers ??= {})
  answers[early.path] = { at: Date.now(), token, response }
}

/**
 * On a listed page with no criteria in its address: a signed-in intern's first roles are asked at
 * once; the public browse's only once the HTML is parsed, if it came without the server's roles.
 */
export function startEarlyRoles(win: Window & typeof globalThis = window) {
  const early = EARLY_PAGES[win.location.pathname]
  if (!early || win.location.search) return
  const storage = win.localStorage
  const token = storage.getItem('authToken')
  if (!early.signedIn) {
    whenParsed(win.document, () => {
      if (!skeletonOf(win.document)) return
      const keptKey = keptKeyOf(early, token, null)
      if (keptKey) drawKept(win, early, keptKey)
      askAndDraw(win, early, token, keptKey)
    })
    return
  }
  const expiry = Number(storage.getItem('sessionExpiry') || 0)
  const isIntern = storage.getItem('accountKind') === 'intern'
  const accountId = storage.getItem('userId')
  if (!token || !isIntern || !accountId || expiry <= Date.now()) return
  const keptKey = keptKeyOf(early, token, accountId)
  if (keptKey) drawKept(win, early, keptKey)
  askAndDraw(win, early, token, keptKey)
}
