import { and, eq } from 'drizzle-orm'
import {
  matchAnswer,
  matchScore,
  rejectionOf,
  roleState,
  type InternApplication,
  type RejectionReason,
} from '@app/domain'
import type { Db } from '../../db/client.js'
import { applications, companies, roles } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { signedFileUrl } from '../files/files.queries.js'
import { type InternFacts } from '../interns/intern-facts.queries.js'
import { roleDetailColumns } from '../roles/roles.queries.js'
import { letterSummaryColumns, letterSummaryOf } from './letters/letters.queries.js'
import { nyscRejectionColumns, nyscRejectionOf } from './nysc-rejection/nysc-rejection.queries.js'

const internApplicationColumns = {
  id: applications.id,
  status: applications.status,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  closedAt: applications.closedAt,
  rejectionReason: applications.rejectionReason,
  rejectionNote: applications.rejectionNote,
  resumeUrl: applications.resumeUrl,
  applicantSnapshot: applications.applicantSnapshot,
  roleId: roles.id,
  roleTitle: roles.title,
  ...roleDetailColumns,
  roleDeletedAt: roles.deletedAt,
  roleRemovedAt: roles.removedByAdminAt,
  roleHeldAt: roles.heldForReviewAt,
  roleClosedAt: roles.closedAt,
  companyId: companies.accountId,
  companyName: companies.companyName,
  logoUrl: companies.logoUrl,
  industryType: companies.industryType,
  ...letterSummaryColumns,
  ...nyscRejectionColumns,
}

/** Applications with their role and company; callers add the conditions, order and page. */
export const selectInternApplications = (db: Db) =>
  db
    .select(internApplicationColumns)
    .from(applications)
    .innerJoin(roles, eq(roles.id, applications.roleId))
    .innerJoin(companies, eq(companies.accountId, roles.companyId))
    .$dynamic()

type InternApplicationRow = Awaited<ReturnType<typeof selectInternApplications>>[number]

/**
 * The intern's view of an application. The resume goes out as a signed link (it is private); the
 * phone is the one sent with the application; the match score is measured against today's profile.
 */
export function toInternApplication(
  ctx: AppContext,
  row: InternApplicationRow,
  intern: InternFacts,
): InternApplication {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    closed: row.closedAt !== null || row.roleDeletedAt !== null || row.roleRemovedAt !== null,
    roleState: roleState({
      deletedAt: row.roleDeletedAt,
      removedAt: row.roleRemovedAt,
      heldForReviewAt: row.roleHeldAt,
      closedAt: row.roleClosedAt,
      applicationDeadline: row.applicationDeadline,
    }),
    rejection:
      row.status === 'rejected'
        ? rejectionOf(row.rejectionReason as RejectionReason | null, row.rejectionNote)
        : null,
    roleTitle: row.roleTitle,
    companyName: row.companyName ?? 'New Company',
    location: row.location,
    type: row.type,
    placementType: row.placementType,
    siwesWeeks: row.siwesWeeks,
    siwesProgrammes: row.siwesProgrammes,
    nyscState: row.nyscState,
    countryCode: row.applicantSnapshot?.countryCode ?? intern.countryCode,
    phoneNumber: row.applicantSnapshot?.phoneNumber ?? intern.phoneNumber,
    resumeUrl: signedFileUrl(ctx, row.resumeUrl),
    summary: row.roleSummary,
    responsibilities: row.responsibilities,
    requirements: row.requirements,
    duration: row.durationMonths,
    term: row.term,
    minimumSalary: row.minimumSalary,
    maximumSalary: row.maximumSalary,
    applicationDeadline: row.applicationDeadline,
    ...matchAnswer(
      matchScore(intern, {
        title: row.roleTitle,
        roleSummary: row.roleSummary,
        requirements: row.requirements,
        location: row.location,
        type: row.type,
        durationMonths: row.durationMonths,
        companyIndustry: row.industryType,
      }),
    ),
    role: { id: row.roleId },
    company: {
      id: row.companyId,
      companyName: row.companyName ?? 'New Company',
      logoUrl: row.logoUrl,
      industryType: row.industryType,
    },
    letter: letterSummaryOf(row),
    nyscRejection: nyscRejectionOf(row),
  }
}

/**
 * Whether any application of this intern attached the file (by its stable URL): such a resume
 * stays, as the company opens it from the application (applications_intern_idx).
 */
export async function isResumeOfAnApplication(db: Db, internId: string, fileUrl: string) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.internId, internId), eq(applications.resumeUrl, fileUrl)))
    .limit(1)
  return row !== undefined
}
