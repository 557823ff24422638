import { firstRoleListHtml, rolesFoundText, type FirstRoleCardRole } from '@app/domain'
import type { EarlyAnswer } from '../lib/early-answers'

/*
 * /early.js (built from early.ts by build/early-script.ts, decisions 032 and 036): on
 * /intern/roles and /intern/dashboard it asks the signed-in intern's first roles while the app's
 * scripts load, and draws them as plain cards into the shell (the same cards the server writes for
 * /find-internships), so a slow phone shows a role seconds before the app can. The app's api()
 * takes the answer once (lib/early-answers.ts); React replaces the shell, cards and all, when the
 * page's chunks are in. Only the default view (no criteria in the address) is asked, so no filter
 * rule is repeated here. It imports nothing of the app but the card template: it is first-load
 * bytes.
 */

interface RolesPage {
  docs: FirstRoleCardRole[]
  meta: { totalDocs: number; totalDocsCapped?: true }
}

/** The signed-in pages drawn early: how many roles each asks, and the shell's main part. */
export const EARLY_PAGES: Record<string, { limit: number; html: (page: RolesPage) => string }> = {
  // Spelled out, not from lib/paths.ts: the route table would triple this first-load script.
  // early-roles.test.ts checks them against paths.
  // eslint-disable-next-line no-restricted-syntax
  '/intern/roles': {
    limit: 10,
    html: ({ docs, meta }) =>
      `<div class="shell-main"><h1>Recommended Roles</h1>` +
      `<h2>${rolesFoundText(meta.totalDocs, meta.totalDocsCapped)}</h2>` +
      firstRoleListHtml(docs, 'Recommended roles') +
      `<p role="status">Loading filters…</p></div>`,
  },
  // eslint-disable-next-line no-restricted-syntax
  '/intern/dashboard': {
    limit: 2,
    html: ({ docs }) =>
      `<div class="shell-main"><h1>Welcome back</h1><h2>Recommended Roles</h2>` +
      firstRoleListHtml(docs, 'Recommended roles') +
      `<p role="status">Loading your dashboard…</p></div>`,
  },
}

/** The path and query the app's api() asks for this page's first roles. */
export const earlyRolesPath = (limit: number) => `/users/roles?page=1&limit=${limit}`

/**
 * Replaces the shell's skeleton with the page's first roles, if the shell is still there (React
 * has not replaced it) and the answer holds roles. Returns whether it drew.
 */
export function drawFirstRoles(doc: Document, html: (page: RolesPage) => string, body: unknown) {
  const page = (body as { data?: RolesPage } | null)?.data
  if (!page || !Array.isArray(page.docs) || page.docs.length === 0) return false
  const skeleton = doc.querySelector('#root > .shell > .shell-main')
  if (!skeleton) return false
  const template = doc.createElement('template')
  // Every word of a role is escaped by the card template (first-role-cards.ts).
  template.innerHTML = html(page)
  skeleton.replaceWith(template.content)
  return true
}

/** Runs once the document is parsed (at once if it is). */
const whenParsed = (doc: Document, run: () => void) =>
  doc.readyState === 'loading'
    ? doc.addEventListener('DOMContentLoaded', run, { once: true })
    : run()

/** Asks the first roles for a signed-in intern on a listed page, keeps the answer, draws it. */
export function startEarlyRoles(win: Window & typeof globalThis = window) {
  const early = EARLY_PAGES[win.location.pathname]
  const storage = win.localStorage
  const token = storage.getItem('authToken')
  const expiry = Number(storage.getItem('sessionExpiry') || 0)
  const isIntern = storage.getItem('accountKind') === 'intern'
  if (!early || win.location.search || !token || !isIntern || expiry <= Date.now()) return
  const path = earlyRolesPath(early.limit)
  const response = win
    .fetch(`/api/v1${path}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    })
    .then((answer) => {
      // A copy to draw from: the body itself is the app's to read.
      if (answer.ok)
        void answer
          .clone()
          .json()
          .then((body: unknown) =>
            whenParsed(win.document, () => drawFirstRoles(win.document, early.html, body)),
          )
          .catch(() => {})
      return answer
    })
  // A failure is the app's to report when it asks; nothing is reported twice.
  response.catch(() => {})
  const answers: Record<string, EarlyAnswer | undefined> = (win.__earlyAnswers ??= {})
  answers[path] = { at: Date.now(), token, response }
}
