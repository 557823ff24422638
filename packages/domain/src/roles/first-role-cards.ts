import { deadlineLabel, stipendLabel } from './roles.rules.js'
import { PLACEMENT_TYPE_LABELS, type PlacementType } from './placement-types.js'
import { WEB_PAGES } from '../shared/web-pages.js'
import { ROLE_FRESHNESS_MESSAGES, postedAgoLabel } from './role-freshness.rules.js'

/*
 * The plain role cards drawn before the app's scripts arrive (decisions 032, 036): the server
 * writes them into /find-internships' HTML, and /early.js (apps/web/src/early) draws them on
 * /intern/roles and /intern/dashboard from its early answer. One definition, styled by the shell's
 * inline `fr-*` CSS in index.html. Everything a company wrote is HTML-escaped.
 */

/** What a plain card shows of a role: a public role and an intern's role both have it. */
export interface FirstRoleCardRole {
  id: string
  title: string
  location: string
  placementType: PlacementType
  minimumSalary: number
  maximumSalary: number | null
  applicationDeadline: string | null
  company: { companyName: string; verified: boolean }
  /** Left out by an answer kept on the device before decision 070. */
  postedAt?: string
  activelyReviewing?: boolean
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text made safe to write into HTML, between tags or in a quoted attribute. */
export const escapeHtml = (text: string) =>
  String(text).replace(/[&<>"']/g, (char) => ESCAPES[char]!)

/** 'Posted 3 days ago', with ' · Actively reviewing' while it is (decision 070). */
const freshnessText = (role: FirstRoleCardRole) =>
  postedAgoLabel(role.postedAt) +
  (role.activelyReviewing ? ` · ${ROLE_FRESHNESS_MESSAGES.activelyReviewing}` : '')

/**
 * One role as a plain card: company, linked title, place, placement and pay, deadline, how
 * fresh it is.
 */
export function firstRoleCardHtml(role: FirstRoleCardRole, today?: string): string {
  const deadline = deadlineLabel(role.applicationDeadline, today)
  const company = `${escapeHtml(role.company.companyName)}${role.company.verified ? ' · Verified' : ''}`
  const placement = PLACEMENT_TYPE_LABELS[role.placementType] ?? ''
  return (
    `<li><article class="fr-card"><p>${company}</p>` +
    `<h3><a href="${escapeHtml(WEB_PAGES.internRole.href(role.id))}">${escapeHtml(role.title)}</a></h3>` +
    `<p>${escapeHtml(role.location)}</p>` +
    `<p><span class="fr-badge">${escapeHtml(placement)}</span> ` +
    `${escapeHtml(stipendLabel(role.minimumSalary, role.maximumSalary))}</p>` +
    (deadline ? `<p>${escapeHtml(deadline)}</p>` : '') +
    (role.postedAt ? `<p>${escapeHtml(freshnessText(role))}</p>` : '') +
    `</article></li>`
  )
}

/** A labelled list of plain cards. */
export const firstRoleListHtml = (
  roles: readonly FirstRoleCardRole[],
  label: string,
  today?: string,
): string =>
  `<ul class="fr-list" aria-label="${escapeHtml(label)}">` +
  roles.map((role) => firstRoleCardHtml(role, today)).join('') +
  `</ul>`

/** '12 roles found', or 'More than 1,000 roles found' when the count was capped. */
export const rolesFoundText = (total: number, capped = false) =>
  capped
    ? `More than ${total.toLocaleString('en-NG')} roles found`
    : `${total} ${total === 1 ? 'role' : 'roles'} found`
