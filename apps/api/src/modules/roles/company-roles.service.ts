import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import {
  ROLE_MESSAGES,
  allPerks,
  canEditRole,
  emptyStatusCounts,
  roleDurationMonths,
  roleState,
  placementDetails,
  placesLeftOf,
  type StatusCounts,
  heldRoleReason,
  roleFeeAsk,
  type CompanyRole,
  type CompanyRolesPage,
  type PageQuery,
  type PlacementType,
  type RoleClosedReason,
  type RolePerks,
  type RoleInputSchema,
  type RoleUpdateSchema,
} from '@app/domain'
import type { Db, Tx } from '../../db/client.js'
import { applications, companies, roles } from '../../db/schema.js'
import type { Actor, AppContext } from '../../lib/context.js'
import { AppError } from '../../lib/errors.js'
import { offsetOf, pageResult } from '../../lib/pagination.js'
import { consequences } from '../../lib/consequence-registry.js'
import { getCompanyProfile } from '../companies/companies.queries.js'
import { roleWordColumns } from './role-search.js'
import {
  isTakingApplicationsSql,
  lockedRoleQuestions,
  questionsAnsweredSql,
  roleDetailColumns,
} from './roles.queries.js'
import { questionsToSave, questionsToStore } from './role-questions.js'
import { closesItselfAtOf, freshnessOf, roleFreshnessColumns } from './role-freshness.queries.js'

type RoleValues = z.output<typeof RoleInputSchema>
type RoleUpdateValues = z.output<typeof RoleUpdateSchema>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const companyRoleColumns = {
  id: roles.id,
  title: roles.title,
  ...roleDetailColumns,
  perks: roles.perks,
  createdAt: roles.createdAt,
  updatedAt: roles.updatedAt,
  heldForReviewAt: roles.heldForReviewAt,
  heldReason: roles.heldReason,
  closedAt: roles.closedAt,
  removedAt: roles.removedByAdminAt,
  removedReason: roles.removedReason,
  companyVerification: roles.companyVerification,
  questionsAnswered: questionsAnsweredSql,
  ...roleFreshnessColumns,
}

type CompanyRoleRow = Omit<
  CompanyRole,
  | 'duration'
  | 'createdAt'
  | 'updatedAt'
  | 'heldForReview'
  | 'closedAt'
  | 'applicants'
  | 'statusCounts'
  | 'perks'
  | 'removed'
  | 'state'
  | 'postedAt'
  | 'activelyReviewing'
  | 'closedReason'
  | 'closesItselfAt'
  | 'placesLeft'
> & {
  lastReviewedAt: Date | null
  reviewClockFrom: Date
  selfCloseWarnedAt: Date | null
  closedReason: RoleClosedReason | null
  perks: RolePerks
  durationMonths: number
  createdAt: Date
  updatedAt: Date
  heldForReviewAt: Date | null
  heldReason: string | null
  closedAt: Date | null
  removedAt: Date | null
  removedReason: string | null
  companyVerification: string
  applicationsCount: number
}

const toCompanyRole = (
  ctx: AppContext,
  {
    durationMonths,
    createdAt,
    updatedAt,
    heldForReviewAt,
    heldReason,
    closedAt,
    removedAt,
    removedReason,
    companyVerification,
    perks,
    lastReviewedAt,
    reviewClockFrom,
    selfCloseWarnedAt,
    applicationsCount,
    ...row
  }: CompanyRoleRow,
  statusCounts: StatusCounts,
) => {
  const placesLeft = placesLeftOf(row.applicationCap, applicationsCount)
  const state = roleState({
    placesLeft,
    removedAt,
    heldForReviewAt,
    closedAt,
    applicationDeadline: row.applicationDeadline,
    isCompanyPublished:
      !ctx.config.REQUIRE_VERIFIED_COMPANIES || companyVerification === 'verified',
  })
  return {
    ...row,
    placesLeft,
    state,
    ...freshnessOf({ createdAt, lastReviewedAt }),
    closesItselfAt: closesItselfAtOf({ reviewClockFrom, selfCloseWarnedAt }, state === 'open'),
    removed: removedAt ? { at: removedAt.toISOString(), reason: removedReason } : null,
    perks: allPerks(perks),
    duration: durationMonths,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    heldForReview: heldForReviewAt
      ? { since: heldForReviewAt.toISOString(), reason: heldReason ?? '' }
      : null,
    closedAt: closedAt?.toISOString() ?? null,
    applicants: Object.values(statusCounts).reduce((sum, n) => sum + n, 0),
    statusCounts,
  } satisfies CompanyRole
}

/**
 * The applicants of each of these roles in each status: one grouped query for a page of roles
 * (applications_role_intern_key serves `role_id = any(…)`).
 */
export async function roleStatusCounts(db: Db, roleIds: string[]) {
  const counts = new Map(roleIds.map((id) => [id, emptyStatusCounts()]))
  if (roleIds.length === 0) return counts
  const rows = await db
    .select({ roleId: applications.roleId, status: applications.status, n: count() })
    .from(applications)
    .where(inArray(applications.roleId, roleIds))
    .groupBy(applications.roleId, applications.status)
  for (const row of rows) {
    const role = row.roleId === null ? undefined : counts.get(row.roleId)
    if (role) role[row.status] = row.n
  }
  return counts
}

async function withStatusCounts(ctx: AppContext, rows: CompanyRoleRow[]) {
  const counts = await roleStatusCounts(
    ctx.db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toCompanyRole(ctx, row, counts.get(row.id) ?? emptyStatusCounts()))
}

/**
 * The no-fee policy (decision 022): wording that asks applicants for money holds the role for
 * review. `previous` is the stored wording of an edited role: an edit that leaves the wording as
 * it was keeps the role as it is, so a role an admin released is not held again for a new deadline.
 */
function holdFor(input: Parameters<typeof roleFeeAsk>[0], previous?: CompanyRole) {
  const feeAsk = roleFeeAsk(input)
  if (!feeAsk) return {}
  if (previous && sameWording(input, previous)) return {}
  return { heldForReviewAt: new Date(), heldReason: heldRoleReason(feeAsk) }
}

const sameWording = (a: Parameters<typeof roleFeeAsk>[0], b: Parameters<typeof roleFeeAsk>[0]) =>
  a.title === b.title &&
  a.roleSummary === b.roleSummary &&
  a.responsibilities.join('\n') === b.responsibilities.join('\n') &&
  a.requirements.join('\n') === b.requirements.join('\n')

/** A live role of this company; another company's, a deleted or a malformed id is not found. */
const ownRole = (companyId: string, roleId: string): SQL =>
  and(eq(roles.id, roleId), eq(roles.companyId, companyId), isNull(roles.deletedAt))!

/** One live role of this company, for its edit form. */
export async function getCompanyRole(
  ctx: AppContext,
  { id: companyId }: Actor,
  roleId: string,
): Promise<CompanyRole> {
  const [row] = UUID.test(roleId)
    ? await ctx.db.select(companyRoleColumns).from(roles).where(ownRole(companyId, roleId))
    : []
  if (!row) throw new AppError('NOT_FOUND', ROLE_MESSAGES.notFound)
  const [role] = await withStatusCounts(ctx, [row])
  return role!
}

async function companyNameOf(db: Db, companyId: string) {
  const [company] = await db
    .select({ companyName: companies.companyName })
    .from(companies)
    .where(eq(companies.accountId, companyId))
  return company?.companyName ?? null
}

/** A SIWES/IT placement lasts its weeks, stored in months, whatever duration the form sent. */
const storedDuration = (input: Parameters<typeof roleDurationMonths>[0]) => ({
  durationMonths: roleDurationMonths(input),
  term: input.placementType === 'siwes' && input.siwesWeeks ? ('month' as const) : input.term,
})

const storedValues = (input: RoleValues | RoleUpdateValues, companyName: string | null) => ({
  title: input.title,
  roleSummary: input.roleSummary,
  responsibilities: input.responsibilities,
  requirements: input.requirements,
  location: input.location,
  ...(input.type ? { type: input.type } : {}),
  minimumSalary: input.minimumSalary,
  maximumSalary: input.maximumSalary,
  applicationDeadline: input.applicationDeadline,
  ...storedDuration(input),
  // An edit that sends no placement type leaves the placement as it is; none sent, no perks change.
  ...(input.placementType
    ? placementDetails({ ...input, placementType: input.placementType })
    : {}),
  ...(input.perks ? { perks: input.perks } : {}),
  ...(input.asksCoverNote === undefined ? {} : { asksCoverNote: input.asksCoverNote }),
  // A cap below the applications the role has is kept: it only stops new ones (decision 071).
  ...(input.applicationCap === undefined ? {} : { applicationCap: input.applicationCap }),
  ...roleWordColumns({ ...input, companyName }),
})

/** Posts a role; only a company whose profile is complete may (DESIGN.md §5). */
export async function createRole(ctx: AppContext, company: Actor, input: RoleValues) {
  const { id: companyId } = company
  const profile = await getCompanyProfile(ctx.db, companyId)
  if (!profile.profileComplete)
    throw new AppError('PROFILE_INCOMPLETE', ROLE_MESSAGES.profileIncomplete)
  const created = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(roles)
      .values({
        companyId,
        type: input.type,
        ...storedValues(input, profile.companyName),
        questions: questionsToStore(input.questions),
        ...holdFor(input),
      })
      .returning({ id: roles.id })
    // Job alerts hear of it at once; the alerts sweep catches any role this job missed.
    await ctx.jobs.enqueue(tx, 'role-alerts', { roleId: created!.id })
    return created!
  })
  return getCompanyRole(ctx, company, created.id)
}

/**
 * This company's live roles, newest first, each with its number of applicants, and how many of
 * them all take applications (the dashboard's 'Start Hiring' step, whatever page it shows).
 */
export async function listCompanyRoles(
  ctx: AppContext,
  { id: companyId }: Actor,
  query: PageQuery & { placementType?: PlacementType | undefined },
): Promise<CompanyRolesPage> {
  const mine = and(eq(roles.companyId, companyId), isNull(roles.deletedAt))
  const ofType = query.placementType ? eq(roles.placementType, query.placementType) : undefined
  const where = and(mine, ofType)
  // The page may show one placement type; 'taking applications' still counts all the roles.
  const [total] = await ctx.db
    .select({
      n: ofType ? count(sql`case when ${ofType} then 1 end`) : count(),
      takingApplications: count(
        sql`case when ${and(isNull(roles.removedByAdminAt), isNull(roles.heldForReviewAt), isTakingApplicationsSql())} then 1 end`,
      ),
    })
    .from(roles)
    .where(mine)
  const rows = await ctx.db
    .select(companyRoleColumns)
    .from(roles)
    .where(where)
    .orderBy(desc(roles.createdAt), desc(roles.id))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit))
  return {
    ...pageResult(await withStatusCounts(ctx, rows), query.page, query.limit, total?.n ?? 0),
    takingApplications: total?.takingApplications ?? 0,
    waitingApplicants: await consequences().waitingApplicants(ctx.db, companyId),
  }
}

/**
 * The applications_count a role takes with `cap` (decision 082): its applications, counted under
 * the role's lock (so none is applied, withdrawn or moved meanwhile, each of those locking the role
 * first), when it has a cap; 0 when it has none, as the trigger keeps no count then.
 */
async function applicationsCountUnderCap(tx: Tx, roleId: string, cap: number | null) {
  if (cap === null) return 0
  await lockedRoleQuestions(tx, roleId)
  const [counted] = await tx
    .select({ n: count() })
    .from(applications)
    .where(eq(applications.roleId, roleId))
  return counted?.n ?? 0
}

export async function updateRole(
  ctx: AppContext,
  company: Actor,
  input: RoleUpdateValues & { roleId: string },
) {
  const { id: companyId } = company
  const { roleId } = input
  const previous = await getCompanyRole(ctx, company, roleId)
  if (!canEditRole(previous.state)) throw new AppError('ROLE_CLOSED', ROLE_MESSAGES.removedNoChange)
  const companyName = await companyNameOf(ctx.db, companyId)
  // An edit that sends no placement keeps the stored one, and with it a SIWES/IT length.
  const placement = input.placementType
    ? input
    : { placementType: previous.placementType, siwesWeeks: previous.siwesWeeks }
  await ctx.db.transaction(async (tx) => {
    const questions = input.questions && (await questionsToSave(tx, roleId, input.questions))
    const applicationsCount =
      input.applicationCap === undefined
        ? undefined
        : await applicationsCountUnderCap(tx, roleId, input.applicationCap)
    await tx
      .update(roles)
      .set({
        ...storedValues(input, companyName),
        ...(applicationsCount === undefined ? {} : { applicationsCount }),
        ...storedDuration({ ...input, ...placement }),
        ...(questions ? { questions } : {}),
        // A held role stays held whatever the edit: only an admin releases it.
        ...(previous.heldForReview ? {} : holdFor(input, previous)),
        updatedAt: new Date(),
      })
      .where(ownRole(companyId, roleId))
    // A new deadline moves the no-response clock of the role's undecided applications.
    await consequences().roleDeadlineChanged(tx, roleId, input.applicationDeadline)
  })
  return getCompanyRole(ctx, company, roleId)
}

/**
 * Soft-deletes a role: it leaves every list, its applications are kept but closed, and each
 * applicant is told.
 */
export async function deleteRole(
  ctx: AppContext,
  company: Actor,
  roleId: string,
  now = new Date(),
) {
  const { id: companyId } = company
  await getCompanyRole(ctx, company, roleId)
  await ctx.db.transaction(async (tx) => {
    await tx.update(roles).set({ deletedAt: now, updatedAt: now }).where(ownRole(companyId, roleId))
    await consequences().roleDeleted(ctx, tx, companyId, roleId, now)
  })
}
