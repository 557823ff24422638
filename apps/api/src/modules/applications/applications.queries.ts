import { eq, sql } from 'drizzle-orm'
import {
  matchAnswer,
  matchScore,
  rejectionOf,
  roleState,
  type InternApplication,
  type MatchIntern,
  type RejectionReason,
} from '@app/domain'
import type { Db } from '../../db/client.js'
import { applications, companies, interns, roles } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { preparedQuery } from '../../lib/prepared.js'
import { signedFileUrl } from '../files/files.queries.js'
import { letterSummaryColumns, letterSummaryOf } from './letters/letters.queries.js'

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
  location: roles.location,
  type: roles.type,
  placementType: roles.placementType,
  siwesWeeks: roles.siwesWeeks,
  siwesProgrammes: roles.siwesProgrammes,
  nyscState: roles.nyscState,
  roleSummary: roles.roleSummary,
  responsibilities: roles.responsibilities,
  requirements: roles.requirements,
  durationMonths: roles.durationMonths,
  term: roles.term,
  minimumSalary: roles.minimumSalary,
  maximumSalary: roles.maximumSalary,
  applicationDeadline: roles.applicationDeadline,
  roleDeletedAt: roles.deletedAt,
  roleRemovedAt: roles.removedByAdminAt,
  roleHeldAt: roles.heldForReviewAt,
  roleClosedAt: roles.closedAt,
  companyId: companies.accountId,
  companyName: companies.companyName,
  logoUrl: companies.logoUrl,
  industryType: companies.industryType,
  ...letterSummaryColumns,
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
 * What the intern's current profile gives the match score (in role lists and applications), and the
 * phone an application falls back on.
 */
export type InternFacts = MatchIntern & {
  countryCode: string | null
  phoneNumber: string | null
}

/** A prepared query (decision 020): every signed-in intern's list of roles reads it. */
const internFacts = preparedQuery('intern_facts', (db, name) =>
  db
    .select({
      fieldOfStudy: interns.fieldOfStudy,
      skills: interns.skills,
      preferredIndustry: interns.preferredIndustry,
      locationPreference: interns.locationPreference,
      intendedDuration: interns.intendedDuration,
      countryCode: interns.countryCode,
      phoneNumber: interns.phoneNumber,
    })
    .from(interns)
    .where(eq(interns.accountId, sql.placeholder('internId')))
    .prepare(name),
)

export async function internFactsOf(db: Db, internId: string): Promise<InternFacts> {
  const [row] = await internFacts(db).execute({ internId })
  return (
    row ?? {
      fieldOfStudy: null,
      skills: [],
      preferredIndustry: null,
      locationPreference: null,
      intendedDuration: null,
      countryCode: null,
      phoneNumber: null,
    }
  )
}

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
  }
}
