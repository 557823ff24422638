import { ne } from 'drizzle-orm'
import {
  accounts,
  applications,
  companies,
  interns,
  interviews,
  letters,
  messages,
  notifications,
  roles,
  savedRoles,
} from '../db/schema.js'
import type { AppContext } from '../lib/context.js'
import { summariseAllConversations } from '../modules/messages/conversation-summary.js'
import { createPlacement } from '../modules/placements/placements.queries.js'
import { activityRows } from './demo-activity.js'
import { attachDemoFiles } from './demo-files.js'
import { companyRows, internRows, makeDemoIds, roleRows } from './demo-rows.js'
import { noteRolesReviewed } from '../modules/roles/role-freshness.queries.js'

/** Accounts to try the app with; they sign in with a code like anyone else (it is in the log). */
export const DEMO_ACCOUNTS: { kind: 'company' | 'intern'; email: string; name: string }[] = [
  { kind: 'company', email: 'talent@paystride.ng', name: 'Paystride Technologies Ltd' },
  { kind: 'company', email: 'talent@arewaharvest.ng', name: 'Arewa Harvest Agritech' },
  { kind: 'company', email: 'talent@savannahlink.ng', name: 'Savannah Link Telecoms' },
  { kind: 'company', email: 'talent@deltalineenergy.ng', name: 'Deltaline Energy Services' },
  { kind: 'intern', email: 'ada.okafor@example.com', name: 'Ada Okafor' },
  { kind: 'intern', email: 'tunde.adebayo@example.com', name: 'Tunde Adebayo' },
  { kind: 'intern', email: 'zainab.bello@example.ng', name: 'Zainab Bello' },
  { kind: 'intern', email: 'emeka.nwosu@example.com', name: 'Emeka Nwosu (profile not started)' },
]

/**
 * Fills an empty database with companies, roles, interns, applications and chats, so every page
 * shows something on first start. Does nothing once any company or intern account exists.
 */
export async function loadDemoData(
  ctx: AppContext,
  now = new Date(),
): Promise<{ loaded: boolean }> {
  const ids = makeDemoIds()
  const { loaded } = await ctx.db.transaction(async (tx) => {
    // Operators made with admin:create before the first start do not count: the site is empty
    // until a company or an intern exists.
    const [existing] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(ne(accounts.kind, 'admin'))
      .limit(1)
    if (existing) return { loaded: false }

    const company = companyRows(ids, now)
    const intern = internRows(ids, now)
    const activity = activityRows(ids, now)
    await tx.insert(accounts).values([...company.accountRows, ...intern.accountRows])
    await tx.insert(companies).values(company.profileRows)
    await tx.insert(interns).values(intern.profileRows)
    await tx.insert(roles).values(roleRows(ids, now))
    await tx.insert(savedRoles).values(intern.savedRows)
    await tx.insert(applications).values(activity.applicationRows)
    // Each role's last review is its company's last open or decision of it (decision 070).
    for (const [roleId, at] of lastReviews(activity.applicationRows)) {
      await noteRolesReviewed(tx, [roleId], at)
    }
    await tx.insert(messages).values(activity.messageRows)
    await tx.insert(interviews).values(activity.interviewRows)
    await tx.insert(letters).values(activity.letterRows)
    // Each accepted demo application has its placement, as an acceptance in the app makes one.
    for (const row of activity.applicationRows) {
      if (row.status === 'accepted' && row.id) await createPlacement(tx, row.id)
    }
    await summariseAllConversations(tx)
    await tx.insert(notifications).values(activity.notificationRows)
    return { loaded: true }
  })
  if (loaded) await attachDemoFiles(ctx, ids)
  return { loaded }
}

/** The latest open, acceptance or rejection of each role's demo applications. */
function lastReviews(rows: ReturnType<typeof activityRows>['applicationRows']) {
  const latest = new Map<string, Date>()
  for (const row of rows) {
    const decided = row.status === 'accepted' || row.status === 'rejected' ? row.decidedAt : null
    for (const at of [row.openedAt, decided]) {
      if (!(at instanceof Date) || !row.roleId) continue
      if (at > (latest.get(row.roleId) ?? new Date(0))) latest.set(row.roleId, at)
    }
  }
  return latest
}
