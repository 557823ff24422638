import { and, eq, exists, isNull, or, type SQL } from 'drizzle-orm'
import { REPORT_MESSAGES, type ReportTargetType, type ReportInputSchema } from '@app/domain'
import type { z } from 'zod'
import type { Db } from '../../db/client.js'
import {
  accounts,
  applications,
  messages,
  reports,
  roles,
  type KeptMessage,
} from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { AppError, notFound } from '../../lib/errors.js'
import type { SignedInAccount } from '../../lib/sessions.js'
import { keptMessage } from './moderation-records.queries.js'

type ReportValues = z.output<typeof ReportInputSchema>
export type Reporter = Pick<SignedInAccount, 'id' | 'kind'>

/** What each kind of account may report (decision 022). */
const REPORTABLE: Record<'intern' | 'company', readonly ReportTargetType[]> = {
  intern: ['role', 'company', 'message'],
  company: ['intern', 'message'],
}

/** Where the report points, for the cascade and the console. */
interface ResolvedTarget {
  roleId?: string
  messageId?: string
  targetAccountId?: string
  applicationId?: string
  flaggedMessages?: KeptMessage[]
}

const wrongTarget = (kind: 'intern' | 'company') =>
  new AppError(
    'VALIDATION_FAILED',
    kind === 'intern'
      ? 'Interns can report a role, a company or a message.'
      : 'Companies can report an applicant or a message.',
    {
      errors: {
        targetType:
          kind === 'intern'
            ? 'Interns can report a role, a company or a message.'
            : 'Companies can report an applicant or a message.',
      },
    },
  )

/**
 * Whether the intern can see a role among those `which` picks (one role, or a company's roles): a
 * public one, or one they applied to. A company is seen through such a role.
 */
async function internSeesARole(db: Db, internId: string, which: SQL) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .innerJoin(accounts, eq(accounts.id, roles.companyId))
    .where(
      and(
        which,
        or(
          and(
            isNull(roles.deletedAt),
            isNull(roles.removedByAdminAt),
            isNull(roles.heldForReviewAt),
            eq(accounts.status, 'active'),
          ),
          exists(
            db
              .select({ id: applications.id })
              .from(applications)
              .where(and(eq(applications.roleId, roles.id), eq(applications.internId, internId))),
          ),
        ),
      ),
    )
    .limit(1)
  return Boolean(row)
}

/** A message of one of the reporter's own chats, written by the other side. */
async function messageInOwnChat(db: Db, reporter: Reporter, messageId: string) {
  const [row] = await db
    .select({ message: messages })
    .from(messages)
    .innerJoin(applications, eq(applications.id, messages.applicationId))
    .innerJoin(roles, eq(roles.id, applications.roleId))
    .where(
      and(
        eq(messages.id, messageId),
        reporter.kind === 'company'
          ? eq(roles.companyId, reporter.id)
          : eq(applications.internId, reporter.id),
      ),
    )
  if (!row) throw notFound(REPORT_MESSAGES.notFound)
  const { message } = row
  const ownSender = reporter.kind === 'company' ? 'company' : 'user'
  if (message.sender === ownSender) {
    throw new AppError('VALIDATION_FAILED', REPORT_MESSAGES.ownMessage, {
      errors: { targetId: REPORT_MESSAGES.ownMessage },
    })
  }
  // The words are kept with the report: it outlives the chat (decision 049).
  return {
    messageId: message.id,
    applicationId: message.applicationId,
    flaggedMessages: [keptMessage(message)],
  }
}

/** An intern who applied to one of the company's roles. */
async function companyCanSeeIntern(db: Db, companyId: string, internId: string) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(roles, eq(roles.id, applications.roleId))
    .where(and(eq(applications.internId, internId), eq(roles.companyId, companyId)))
    .limit(1)
  return Boolean(row)
}

async function resolveTarget(
  db: Db,
  reporter: Reporter & { kind: 'intern' | 'company' },
  input: ReportValues,
): Promise<ResolvedTarget> {
  const { targetType, targetId } = input
  if (!REPORTABLE[reporter.kind].includes(targetType)) throw wrongTarget(reporter.kind)
  const seen = (isVisible: boolean) => {
    if (!isVisible) throw notFound(REPORT_MESSAGES.notFound)
  }
  switch (targetType) {
    case 'role':
      seen(await internSeesARole(db, reporter.id, eq(roles.id, targetId)))
      return { roleId: targetId }
    case 'company':
      seen(await internSeesARole(db, reporter.id, eq(roles.companyId, targetId)))
      return { targetAccountId: targetId }
    case 'intern':
      seen(await companyCanSeeIntern(db, reporter.id, targetId))
      return { targetAccountId: targetId }
    case 'message':
      return messageInOwnChat(db, reporter, targetId)
  }
}

/**
 * A user's report of something they can see (decision 022); anything else is not found, so ids
 * cannot be probed. One open report per reporter and target.
 */
export async function createReport(ctx: AppContext, reporter: Reporter, input: ReportValues) {
  if (reporter.kind === 'admin') throw notFound(REPORT_MESSAGES.notFound)
  const target = await resolveTarget(ctx.db, { ...reporter, kind: reporter.kind }, input)
  const [created] = await ctx.db
    .insert(reports)
    .values({
      reporterId: reporter.id,
      source: 'user',
      targetType: input.targetType,
      targetId: input.targetId,
      reason: input.reason,
      details: input.details ?? null,
      ...target,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id, status: reports.status })
  if (!created) throw new AppError('ALREADY_REPORTED', REPORT_MESSAGES.alreadyReported)
  return created
}
