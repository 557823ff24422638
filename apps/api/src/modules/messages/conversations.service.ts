import { count, desc, eq } from 'drizzle-orm'
import type { Conversation, ConversationsQuery } from '@app/domain'
import {
  accounts,
  applications,
  companies,
  conversations,
  interns,
  roles,
} from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { offsetOf, pageResult } from '../../lib/pagination.js'
import { requireCompleteCompany } from '../applications/application-access.js'
import { applicationColumns } from '../applications/company-applications.queries.js'
import { counterpartOf, type ChatViewer } from './messages.service.js'

/**
 * The viewer's inbox of chats: one row per application that has messages, carrying its newest
 * message, newest conversation first. Applications without messages are not conversations yet.
 * It reads the kept summaries (conversation-summary.ts) through the viewer's inbox index: one
 * page of rows and a count of the viewer's conversations, never the messages.
 */
export async function listConversations(
  ctx: AppContext,
  viewer: ChatViewer,
  query: ConversationsQuery,
) {
  if (viewer.kind === 'company') await requireCompleteCompany(ctx.db, viewer.id)
  const mine =
    viewer.kind === 'company'
      ? eq(conversations.companyId, viewer.id)
      : eq(conversations.internId, viewer.id)

  // The page is cut from the inbox index alone, then only its rows are joined, so a late page
  // walks index entries rather than joining every chat.
  const page = ctx.db
    .select()
    .from(conversations)
    .where(mine)
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.lastMessageId))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit))
    .as('page')
  const unread = viewer.kind === 'company' ? page.companyUnread : page.internUnread

  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        ...applicationColumns,
        lastId: page.lastMessageId,
        lastSender: page.lastMessageSender,
        lastBody: page.lastMessageBody,
        lastCreatedAt: page.lastMessageAt,
        unreadCount: unread,
      })
      .from(page)
      .innerJoin(applications, eq(applications.id, page.applicationId))
      .innerJoin(roles, eq(roles.id, applications.roleId))
      .innerJoin(companies, eq(companies.accountId, roles.companyId))
      .innerJoin(accounts, eq(accounts.id, roles.companyId))
      .innerJoin(interns, eq(interns.accountId, applications.internId))
      .orderBy(desc(page.lastMessageAt), desc(page.lastMessageId)),
    ctx.db.select({ n: count() }).from(conversations).where(mine),
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
    unreadCount: row.unreadCount,
  }))
  return pageResult(docs, query.page, query.limit, total?.n ?? 0)
}
