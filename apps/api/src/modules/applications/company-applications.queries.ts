import { and, eq, gt, isNull } from 'drizzle-orm'
import { APPLICATION_MESSAGES, REVIEW_MESSAGES, type ApplicantSnapshot } from '@app/domain'
import type { Db } from '../../db/client.js'
import { accounts, applications, companies, interns, roles, sessions } from '../../db/schema.js'
import { AppError, notFound } from '../../lib/errors.js'
import { isUuid } from '../../lib/ids.js'
import { getCompanyProfile } from '../companies/companies.service.js'

/** The columns both parties' views of an application are built from. */
export const applicationColumns = {
  id: applications.id,
  status: applications.status,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  resumeUrl: applications.resumeUrl,
  snapshot: applications.applicantSnapshot,
  openedAt: applications.openedAt,
  closedAt: applications.closedAt,
  internId: applications.internId,
  internMessageMailedAt: applications.internMessageMailedAt,
  companyMessageMailedAt: applications.companyMessageMailedAt,
  roleId: roles.id,
  roleTitle: roles.title,
  companyId: roles.companyId,
  companyName: companies.companyName,
  companyLogoUrl: companies.logoUrl,
  companyEmail: accounts.email,
  // For rows older than the snapshot column: the live profile.
  internFirstName: interns.firstName,
  internLastName: interns.lastName,
  internOtherName: interns.otherName,
  internImageUrl: interns.profileImageUrl,
}

export type ApplicationRow = Awaited<ReturnType<typeof findApplication>>

/** The applications the viewer is a party to (joined with roles): the role's company or the applicant. */
export const partyTo = (viewer: { kind: 'company' | 'intern'; id: string }) =>
  viewer.kind === 'company' ? eq(roles.companyId, viewer.id) : eq(applications.internId, viewer.id)

/**
 * One application as seen by one of its two parties: the company that owns the role (live or
 * deleted) or the intern who applied. Anyone else — and a malformed id — is told it is not found.
 */
export async function findApplication(
  db: Db,
  viewer: { kind: 'company' | 'intern'; id: string },
  applicationId: string,
) {
  if (!isUuid(applicationId)) throw notFound(APPLICATION_MESSAGES.notFound)
  const [row] = await db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(roles, eq(roles.id, applications.roleId))
    .innerJoin(companies, eq(companies.accountId, roles.companyId))
    .innerJoin(accounts, eq(accounts.id, roles.companyId))
    .innerJoin(interns, eq(interns.accountId, applications.internId))
    .where(and(eq(applications.id, applicationId), partyTo(viewer)))
  if (!row) throw notFound(APPLICATION_MESSAGES.notFound)
  return row
}

/** A company reviews applicants and chats only with a complete profile (DESIGN.md §5). */
export async function requireCompleteCompany(db: Db, companyId: string) {
  const profile = await getCompanyProfile(db, companyId)
  if (!profile.profileComplete) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.profileIncomplete)
  return profile
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
