import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import {
  APPLICATION_MESSAGES,
  DECIDABLE_STATUSES,
  alreadyDecidedMessage,
  canDecide,
  isResumeExpired,
  rejectionOf,
  type ApplicantSort,
  type ApplicationDecision,
  type CompanyApplication,
  type CompanyApplicationsPage,
  type CompanyApplicationsQuery,
  type RejectionReason,
} from '@app/domain'
import type { Db } from '../../db/client.js'
import { accounts, applications, companies, interns, roles } from '../../db/schema.js'
import type { Actor, AppContext } from '../../lib/context.js'
import { AppError } from '../../lib/errors.js'
import { offsetOf, pageResult } from '../../lib/pagination.js'
import { preparedQuery } from '../../lib/prepared.js'
import { publishEvent } from '../../lib/events.js'
import { signedFileUrl } from '../files/files.queries.js'
import { notify } from '../notifications/notify.js'
import { noteRolesReviewed } from '../roles/role-freshness.queries.js'
import { createPlacement } from '../placements/placements.queries.js'
import { findApplication, type ApplicationRow } from './application-access.queries.js'
import { applicationColumns, companyNameOf, emailOf } from './company-applications.queries.js'
import { applicantNameContains, applicantOrder, statusCounts } from './applicant-filters.js'
import { letterSummaryOf } from './letters/letters.queries.js'
import { nyscRejectionOf } from './nysc-rejection/nysc-rejection.queries.js'
import { closeInterviewsOfDecided } from './interviews/close-decided-interviews.js'
import { isWaitingSql } from './response-times.queries.js'

type Row = Pick<
  ApplicationRow,
  | 'id'
  | 'status'
  | 'createdAt'
  | 'updatedAt'
  | 'resumeUrl'
  | 'decidedAt'
  | 'closedAt'
  | 'rejectionReason'
  | 'rejectionNote'
  | 'coverNote'
  | 'answers'
  | 'meetsDealBreakers'
  | 'snapshot'
  | 'internId'
  | 'roleId'
  | 'roleTitle'
  | 'rolePlacementType'
  | 'internFirstName'
  | 'internLastName'
  | 'internOtherName'
  | 'internImageUrl'
  | 'letterKind'
  | 'letterIssuedAt'
  | 'nyscRejection'
> & { internEmail: string }

const sign = (ctx: AppContext, url: string | null) => (url ? signedFileUrl(ctx, url) : null)

/** The company's view: the applicant as they were when they applied, with signed file links. */
function companyApplicationDto(ctx: AppContext, row: Row, now = new Date()): CompanyApplication {
  const s = row.snapshot
  const resumeExpired = isResumeExpired(row, now)
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    resumeUrl: resumeExpired ? null : sign(ctx, row.resumeUrl),
    resumeExpired,
    role: { id: row.roleId, title: row.roleTitle, placementType: row.rolePlacementType },
    user: {
      id: row.internId,
      firstName: s ? s.firstName : row.internFirstName,
      lastName: s ? s.lastName : row.internLastName,
      otherName: s ? s.otherName : row.internOtherName,
      email: s?.email ?? row.internEmail,
      profileImageUrl: sign(ctx, s ? s.profileImageUrl : row.internImageUrl),
      institutionName: s?.institutionName ?? null,
      fieldOfStudy: s?.fieldOfStudy ?? null,
      yearOfEntry: s?.yearOfEntry ?? null,
      yearOfGraduation: s?.yearOfGraduation ?? null,
      isPostgraduate: s?.isPostgraduate ?? false,
      bio: s?.bio ?? null,
      gender: s?.gender ?? null,
      phoneNumber: s?.phoneNumber ?? null,
      countryCode: s?.countryCode ?? null,
      intendedDuration: s?.intendedDuration ?? null,
      preferredIndustry: s?.preferredIndustry ?? null,
      skills: s?.skills ?? [],
    },
    rejection: rejectionOf(row.rejectionReason as RejectionReason | null, row.rejectionNote),
    coverNote: row.coverNote,
    answers: row.answers,
    meetsDealBreakers: row.meetsDealBreakers,
    letter: letterSummaryOf(row),
    nyscRejection: nyscRejectionOf(row),
  }
}

const internEmail = sql<string>`(select ${accounts.email} from ${accounts} where ${accounts.id} = ${applications.internId})`

/**
 * Applications to the company's roles, live and deleted, filtered and ordered in SQL (decision
 * 029). Every filter starts from one company's range of applications_company_idx (or, with a
 * status, applications_company_status_idx); the status counts are one grouped query over the same
 * range, and the page's total is read from them.
 */
export async function listCompanyApplications(
  ctx: AppContext,
  company: Actor,
  query: CompanyApplicationsQuery,
): Promise<CompanyApplicationsPage> {
  const search = and(
    query.search ? applicantNameContains(query.search) : undefined,
    query.waiting ? isWaitingSql() : undefined,
    query.meetsDealBreakers ? eq(applications.meetsDealBreakers, true) : undefined,
  )
  const where = and(
    eq(applications.companyId, company.id),
    query.roleId ? eq(applications.roleId, query.roleId) : undefined,
    search,
    query.status ? eq(applications.status, query.status) : undefined,
  )
  const unfiltered = !query.roleId && !search && !query.status
  const [rows, counts] = await Promise.all([
    unfiltered
      ? allApplicantsPage[query.sort](ctx.db).execute({
          companyId: company.id,
          limit: query.limit,
          offset: offsetOf(query.page, query.limit),
        })
      : applicantsQuery(ctx.db, where, query.sort)
          .limit(query.limit)
          .offset(offsetOf(query.page, query.limit)),
    statusCounts(ctx, { companyId: company.id, roleId: query.roleId, search }),
  ])
  const total = query.status
    ? counts[query.status]
    : Object.values(counts).reduce((sum, n) => sum + n, 0)
  const docs = rows.map((row) => companyApplicationDto(ctx, row))
  return { ...pageResult(docs, query.page, query.limit, total), counts }
}

const applicantsQuery = (db: Db, where: SQL | undefined, sort: ApplicantSort) =>
  db
    .select({ ...applicationColumns, internEmail })
    .from(applications)
    .innerJoin(roles, eq(roles.id, applications.roleId))
    .innerJoin(companies, eq(companies.accountId, roles.companyId))
    .innerJoin(accounts, eq(accounts.id, roles.companyId))
    .innerJoin(interns, eq(interns.accountId, applications.internId))
    .where(where)
    .orderBy(...applicantOrder(sort))
    .$dynamic()

/**
 * The list as it first opens (no role, status or name filter), a prepared query per sort: building
 * the statement was the largest share of the route's CPU time in Node (decision 041). A test keeps
 * it equal to the list built per request.
 */
const preparedApplicantsPage = (sort: ApplicantSort) =>
  preparedQuery(`applicants_page_${sort}`, (db, name) =>
    applicantsQuery(db, eq(applications.companyId, sql.placeholder('companyId')), sort)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  )
const allApplicantsPage = {
  newest: preparedApplicantsPage('newest'),
  oldest: preparedApplicantsPage('oldest'),
  name: preparedApplicantsPage('name'),
  status: preparedApplicantsPage('status'),
  deal_breakers: preparedApplicantsPage('deal_breakers'),
} satisfies Record<ApplicantSort, unknown>

/**
 * One application; the first time the company opens a pending one it becomes in_review, and the
 * applicant is told.
 */
export async function openCompanyApplication(
  ctx: AppContext,
  company: Actor,
  applicationId: string,
): Promise<CompanyApplication> {
  const row = await findApplication(ctx.db, { kind: 'company', id: company.id }, applicationId)
  let current = row
  if (row.openedAt === null) {
    const opened = await ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(applications)
        .set({
          openedAt: new Date(),
          status: sql`case when ${applications.status} = 'pending' then 'in_review'::application_status else ${applications.status} end`,
          updatedAt: new Date(),
        })
        .where(and(eq(applications.id, row.id), isNull(applications.openedAt)))
        .returning({ status: applications.status, updatedAt: applications.updatedAt })
      if (updated) await noteRolesReviewed(tx, [row.roleId])
      if (!updated || row.status !== 'pending' || updated.status !== 'in_review') return updated
      await notify(
        ctx,
        tx,
        { accountId: row.internId },
        {
          name: 'application-in-review',
          data: {
            applicationId: row.id,
            roleTitle: row.roleTitle,
            companyName: companyNameOf(row),
          },
        },
        { statusEvent: { id: row.id, status: updated.status } },
      )
      return updated
    })
    if (opened) current = { ...row, status: opened.status, updatedAt: opened.updatedAt }
  }
  const email = (await emailOf(ctx.db, row.internId)) ?? ''
  return companyApplicationDto(ctx, { ...current, internEmail: email })
}

/**
 * Accepts or rejects, once: a decided application answers 409. The applicant is notified, and
 * mailed unless their preferences turn application updates off. An acceptance makes the placement.
 */
export async function decideApplication(
  ctx: AppContext,
  company: Actor,
  input: {
    applicationId: string
    decision: 'accepted' | 'rejected'
    reason?: RejectionReason | undefined
    note?: string | undefined
  },
): Promise<ApplicationDecision> {
  const { decision } = input
  const rejection = decision === 'rejected' && input.reason ? input : null
  const row = await findApplication(
    ctx.db,
    { kind: 'company', id: company.id },
    input.applicationId,
  )
  // The applicant was told the role closed; a decision after that would contradict it.
  if (row.closedAt) throw new AppError('ROLE_CLOSED', APPLICATION_MESSAGES.closedNoDecision)
  const updated = await ctx.db.transaction(async (tx) => {
    const now = new Date()
    const [updated] = await tx
      .update(applications)
      .set({
        status: decision,
        decidedAt: now,
        updatedAt: now,
        openedAt: sql`coalesce(${applications.openedAt}, now())`,
        respondedAt: sql`coalesce(${applications.respondedAt}, now())`,
        rejectionReason: rejection?.reason ?? null,
        rejectionNote: rejection?.note ?? null,
      })
      .where(
        and(
          eq(applications.id, row.id),
          inArray(applications.status, DECIDABLE_STATUSES),
          isNull(applications.closedAt),
        ),
      )
      .returning({ id: applications.id, status: applications.status })
    if (!updated) return null
    await noteRolesReviewed(tx, [row.roleId], now)
    // The placement begins with the acceptance, in its transaction (decision 059).
    if (decision === 'accepted') await createPlacement(tx, row.id)
    const closed = await closeInterviewsOfDecided(ctx, tx, company.id, [row.id], decision)
    await notify(
      ctx,
      tx,
      { accountId: row.internId },
      {
        name: 'application-decided',
        data: {
          applicationId: row.id,
          roleTitle: row.roleTitle,
          companyName: companyNameOf(row),
          decision,
          reason: rejection?.reason ?? null,
          note: rejection?.note ?? null,
          interviewCancelled: closed.size > 0,
        },
      },
      { statusEvent: updated },
    )
    await publishEvent(tx, company.id, { type: 'status', data: updated })
    return updated
  })

  if (!updated) {
    const [now] = await ctx.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, row.id))
    if (now && !canDecide(now.status)) {
      throw new AppError('APPLICATION_DECIDED', alreadyDecidedMessage(now.status))
    }
    throw new AppError('ROLE_CLOSED', APPLICATION_MESSAGES.closedNoDecision)
  }

  return { id: updated.id, status: updated.status }
}
