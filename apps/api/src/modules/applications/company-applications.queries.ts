import { and, eq, gt, isNull } from 'drizzle-orm'
import type { ApplicantSnapshot } from '@app/domain'
import type { Db } from '../../db/client.js'
import { accounts, applications, companies, interns, roles, sessions } from '../../db/schema.js'
import { letterSummaryColumns } from './letters/letters.queries.js'
import { nyscRejectionColumns } from './nysc-rejection/nysc-rejection.queries.js'

/** The columns both parties' views of an application are built from. */
export const applicationColumns = {
  id: applications.id,
  status: applications.status,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  resumeUrl: applications.resumeUrl,
  snapshot: applications.applicantSnapshot,
  openedAt: applications.openedAt,
  decidedAt: applications.decidedAt,
  closedAt: applications.closedAt,
  rejectionReason: applications.rejectionReason,
  rejectionNote: applications.rejectionNote,
  coverNote: applications.coverNote,
  answers: applications.answers,
  meetsDealBreakers: applications.meetsDealBreakers,
  // The interns row's key: a string where the applicant is joined, null in a kept chat (034).
  internId: interns.accountId,
  internMessageMailedAt: applications.internMessageMailedAt,
  companyMessageMailedAt: applications.companyMessageMailedAt,
  roleId: roles.id,
  roleTitle: roles.title,
  rolePlacementType: roles.placementType,
  companyId: roles.companyId,
  companyName: companies.companyName,
  companyLogoUrl: companies.logoUrl,
  companyEmail: accounts.email,
  // For rows older than the snapshot column: the live profile.
  internFirstName: interns.firstName,
  internLastName: interns.lastName,
  internOtherName: interns.otherName,
  internImageUrl: interns.profileImageUrl,
  ...letterSummaryColumns,
  ...nyscRejectionColumns,
}

/** What companyNameOf and applicantNames read: the company's name and the applicant's. */
export const partyNameColumns = {
  companyName: companies.companyName,
  snapshot: applications.applicantSnapshot,
  internFirstName: interns.firstName,
  internLastName: interns.lastName,
}

export const companyNameOf = (row: { companyName: string | null }) =>
  row.companyName?.trim() || 'A company'

/** The applicant's name parts: the snapshot, else the live profile. */
export function applicantNames(row: {
  snapshot: ApplicantSnapshot | null
  internFirstName: string | null
  internLastName: string | null
}) {
  return {
    firstName: row.snapshot?.firstName ?? row.internFirstName,
    lastName: row.snapshot?.lastName ?? row.internLastName,
  }
}

export const ACTIVE_WINDOW_MS = 5 * 60 * 1000

/** Whether the account used a live session in the last five minutes (session lastSeenAt). */
export async function recentlyActive(db: Db, accountId: string, now = new Date()) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - ACTIVE_WINDOW_MS)),
      ),
    )
    .limit(1)
  return row !== undefined
}

export async function emailOf(db: Db, accountId: string) {
  const [row] = await db
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, accountId))
  return row?.email ?? null
}
