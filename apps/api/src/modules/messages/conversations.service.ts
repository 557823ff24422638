import { and, countDistinct, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Conversation, ConversationsQuery } from '@app/domain'
import { accounts, applications, companies, interns, messages, roles } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { offsetOf, pageResult } from '../../lib/pagination.js'
import { applicationColumns, partyTo, requireCompleteCompany } from '../review/review.queries.js'
import { counterpartOf, otherSender, type ChatViewer } from './messages.service.js'

/**
 * The viewer's inbox of chats: one row per application that has messages, carrying its newest
 * message, newest conversation first. Applications without messages are not conversations yet.
 */
export async function listConversations(
  ctx: AppContext,
  viewer: ChatViewer,
  query: ConversationsQuery,
) {
  if (viewer.kind === 'company') await requireCompleteCompany(ctx.db, viewer.id)
  const party = partyTo(viewer)

  // DISTINCT ON keeps the first row of each application in this order: its newest message.
  const latest = ctx.db
    .selectDistinctOn([messages.applicationId], {
      applicationId: messages.applicationId,
      id: messages.id,
      sender: messages.sender,
      body: messages.body,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(applications, eq(applications.id, messages.applicationId))
    .innerJoin(roles, eq(roles.id, applications.roleId))
    .where(party)
    .orderBy(messages.applicationId, desc(messages.createdAt), desc(messages.id))
    .as('latest')

  const unread = ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(
      and(
        eq(messages.applicationId, latest.applicationId),
        eq(messages.sender, otherSender(viewer)),
        isNull(messages.readAt),
      ),
    )

  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        ...applicationColumns,
        lastId: latest.id,
        lastSender: latest.sender,
        lastBody: latest.body,
        lastCreatedAt: latest.createdAt,
        unreadCount: sql<number>`(${unread})`,
      })
      .from(latest)
      .innerJoin(applications, eq(applications.id, latest.applicationId))
      .innerJoin(roles, eq(roles.id, applications.roleId))
      .innerJoin(companies, eq(companies.accountId, roles.companyId))
      .innerJoin(accounts, eq(accounts.id, roles.companyId))
      .innerJoin(interns, eq(interns.accountId, applications.internId))
      .orderBy(desc(latest.createdAt), desc(latest.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    ctx.db
      .select({ n: countDistinct(messages.applicationId) })
      .from(messages)
      .innerJoin(applications, eq(applications.id, messages.applicationId))
      .innerJoin(roles, eq(roles.id, applications.roleId))
      .where(party),
  ])

  const docs = rows.map((row): Conversation => ({
    application: { id: row.id },
    roleTitle: row.roleTitle,
    counterpart: counterpartOf(ctx, viewer, row),
    lastMessage: {
      id: row.lastId,
      sender: row.lastSender,
      message: row.lastBody,
      createdAt: row.lastCreatedAt.toISOString(),
    },
    unreadCount: Number(row.unreadCount),
  }))
  return pageResult(docs, query.page, query.limit, total?.n ?? 0)
}
