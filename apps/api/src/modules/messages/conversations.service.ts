import { and, count, desc, eq, exists, isNull, sql } from 'drizzle-orm'
import type { Conversation, ConversationsQuery } from '@app/domain'
import { accounts, applications, companies, interns, messages, roles } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { offsetOf, pageResult } from '../../lib/pagination.js'
import { partyTo, requireCompleteCompany } from '../applications/application-access.js'
import { applicationColumns } from '../applications/company-applications.queries.js'
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

  // Each of the viewer's applications with its newest message, through the (application, time)
  // index; applications without messages drop out of the inner join.
  const last = ctx.db
    .select({
      id: messages.id,
      sender: messages.sender,
      body: messages.body,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.applicationId, applications.id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1)
    .as('last')

  const unread = ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(
      and(
        eq(messages.applicationId, applications.id),
        eq(messages.sender, otherSender(viewer)),
        isNull(messages.readAt),
      ),
    )

  const hasMessages = ctx.db
    .select({ one: sql`1` })
    .from(messages)
    .where(eq(messages.applicationId, applications.id))

  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        ...applicationColumns,
        lastId: last.id,
        lastSender: last.sender,
        lastBody: last.body,
        lastCreatedAt: last.createdAt,
        unreadCount: sql<number>`(${unread})`,
      })
      .from(applications)
      .innerJoin(roles, eq(roles.id, applications.roleId))
      .innerJoin(companies, eq(companies.accountId, roles.companyId))
      .innerJoin(accounts, eq(accounts.id, roles.companyId))
      .innerJoin(interns, eq(interns.accountId, applications.internId))
      .innerJoinLateral(last, sql`true`)
      .where(party)
      .orderBy(desc(last.createdAt), desc(last.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    ctx.db
      .select({ n: count() })
      .from(applications)
      .innerJoin(roles, eq(roles.id, applications.roleId))
      .where(and(party, exists(hasMessages))),
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
