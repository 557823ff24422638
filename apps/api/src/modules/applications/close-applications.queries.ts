import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import type { NoticeEventData } from '@app/domain'
import type { Tx } from '../../db/client.js'
import { applications, companies, interns, roles } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { notifyEach } from '../notifications/notify.js'
import { closeInterviewsOfDecided } from './interviews/close-decided-interviews.js'

/**
 * Closes the open applications of this company's roles matching `roleFilter`, with their
 * interviews (closeInterviewsOfDecided), and tells each applicant why (`because`). When the
 * company is being deleted the applications go too, so the notice cannot link to one.
 */
export async function closeApplications(
  ctx: AppContext,
  db: Tx,
  companyId: string,
  roleFilter: SQL,
  because: NoticeEventData<'application-closed'>['because'],
  now = new Date(),
) {
  const open = await db
    .select({ id: applications.id, internId: interns.accountId, title: roles.title })
    .from(applications)
    .innerJoin(roles, eq(roles.id, applications.roleId))
    .innerJoin(interns, eq(interns.accountId, applications.internId))
    .where(and(eq(roles.companyId, companyId), roleFilter, isNull(applications.closedAt)))
  if (open.length === 0) return
  const [company] = await db
    .select({ companyName: companies.companyName })
    .from(companies)
    .where(eq(companies.accountId, companyId))
  const companyName = company?.companyName ?? 'A company'
  const ids = open.map((application) => application.id)
  await db
    .update(applications)
    .set({ closedAt: now, updatedAt: now })
    .where(inArray(applications.id, ids))
  await closeInterviewsOfDecided(ctx, db, companyId, ids, 'closed')
  await notifyEach(
    ctx,
    db,
    open.map((application) => ({
      recipient: { accountId: application.internId },
      event: {
        name: 'application-closed',
        data: { applicationId: application.id, roleTitle: application.title, companyName, because },
      },
      options: { createdAt: now, statusEvent: { id: application.id, status: 'closed' } },
    })),
  )
}
