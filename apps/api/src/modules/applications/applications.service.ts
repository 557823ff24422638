import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  canWithdraw,
  type InternApplication,
  type InternApplicationsQuerySchema,
} from '@app/domain'
import { applications, companies, interns, roles } from '../../db/schema.js'
import { notify } from '../notifications/notify.js'
import type { Actor, AppContext } from '../../lib/context.js'
import { AppError } from '../../lib/errors.js'
import { isUuid } from '../../lib/ids.js'
import { offsetOf, pageResult } from '../../lib/pagination.js'
import { internFactsOf } from '../interns/intern-facts.queries.js'
import { selectInternApplications, toInternApplication } from './applications.queries.js'

export type InternApplicationsFilter = z.output<typeof InternApplicationsQuerySchema>

const notFound = () => new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound)
const WITHDRAWABLE = APPLICATION_STATUSES.filter(canWithdraw)

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

const SORT_COLUMNS = {
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  status: applications.status,
} as const

/** The intern's own applications: by status, by words in the role's title or company's name. */
export async function listInternApplications(
  ctx: AppContext,
  { id: internId }: Actor,
  filter: InternApplicationsFilter,
) {
  const conditions: SQL[] = [eq(applications.internId, internId)]
  if (filter.status) conditions.push(eq(applications.status, filter.status))
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`
    conditions.push(or(ilike(roles.title, pattern), ilike(companies.companyName, pattern))!)
  }
  const where = and(...conditions)
  const direction = filter.sortOrder === 'asc' ? asc : desc

  const [total] = await ctx.db
    .select({ n: count() })
    .from(applications)
    .innerJoin(roles, eq(roles.id, applications.roleId))
    .innerJoin(companies, eq(companies.accountId, roles.companyId))
    .where(where)
  const rows = await selectInternApplications(ctx.db)
    .where(where)
    .orderBy(
      direction(SORT_COLUMNS[filter.sortBy]),
      direction(applications.createdAt),
      direction(applications.id),
    )
    .limit(filter.limit)
    .offset(offsetOf(filter.page, filter.limit))
  const intern = await internFactsOf(ctx.db, internId)
  const docs = rows.map((row) => toInternApplication(ctx, row, intern))
  return pageResult(docs, filter.page, filter.limit, total?.n ?? 0)
}

/** One of the intern's applications; another intern's, an unknown or a malformed id is not found. */
export async function getInternApplication(
  ctx: AppContext,
  { id: internId }: Actor,
  applicationId: string,
): Promise<InternApplication> {
  const [row] = isUuid(applicationId)
    ? await selectInternApplications(ctx.db).where(
        and(eq(applications.id, applicationId), eq(applications.internId, internId)),
      )
    : []
  if (!row) throw notFound()
  return toInternApplication(ctx, row, await internFactsOf(ctx.db, internId))
}

/**
 * Withdraws an application the company has not decided yet: it is deleted (its chat with it) and
 * the company is told. The delete re-checks the status, so a decision made meanwhile wins.
 */
export async function withdrawApplication(
  ctx: AppContext,
  { id: internId }: Actor,
  applicationId: string,
) {
  if (!isUuid(applicationId)) throw notFound()
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: applications.status,
        snapshot: applications.applicantSnapshot,
        roleTitle: roles.title,
        companyId: roles.companyId,
        firstName: interns.firstName,
        lastName: interns.lastName,
      })
      .from(applications)
      .innerJoin(roles, eq(roles.id, applications.roleId))
      .innerJoin(interns, eq(interns.accountId, applications.internId))
      .where(and(eq(applications.id, applicationId), eq(applications.internId, internId)))
    if (!row) throw notFound()
    const cannotWithdraw = new AppError('APPLICATION_DECIDED', APPLICATION_MESSAGES.cannotWithdraw)
    if (!canWithdraw(row.status)) throw cannotWithdraw

    const deleted = await tx
      .delete(applications)
      .where(and(eq(applications.id, applicationId), inArray(applications.status, WITHDRAWABLE)))
      .returning({ id: applications.id })
    if (deleted.length === 0) throw cannotWithdraw

    await notify(
      ctx,
      tx,
      { accountId: row.companyId },
      {
        name: 'application-withdrawn',
        data: {
          roleTitle: row.roleTitle,
          firstName: row.snapshot?.firstName ?? row.firstName,
          lastName: row.snapshot?.lastName ?? row.lastName,
        },
      },
      { statusEvent: { id: applicationId, status: 'withdrawn' } },
    )
  })
}
