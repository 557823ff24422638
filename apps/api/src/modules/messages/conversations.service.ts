import { count, desc, eq, sql } from 'drizzle-orm'
import type { Conversation, ConversationsQuery } from '@app/domain'
import { applications, companies, conversations, interns, roles } from '../../db/schema.js'
import type { Db } from '../../db/client.js'
import type { AppContext } from '../../lib/context.js'
import { preparedQuery } from '../../lib/prepared.js'
import { offsetOf, pageResult } from '../../lib/pagination.js'
import { requireCompleteCompany } from '../applications/application-access.queries.js'
import { counterpartColumns, counterpartOf, type ChatViewer } from './messages.service.js'

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
  const { page, total } = inboxQueries[viewer.kind]
  const [rows, [counted]] = await Promise.all([
    page(ctx.db).execute({
      viewerId: viewer.id,
      limit: query.limit,
      offset: offsetOf(query.page, query.limit),
    }),
    total(ctx.db).execute({ viewerId: viewer.id }),
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
  return pageResult(docs, query.page, query.limit, counted?.n ?? 0)
}

/** One inbox's page and count, prepared per side (decision 020). */
function inboxOf(kind: ChatViewer['kind']) {
  const mine =
    kind === 'company'
      ? eq(conversations.companyId, sql.placeholder('viewerId'))
      : eq(conversations.internId, sql.placeholder('viewerId'))
  const pageOf = (db: Db) =>
    db
      .select()
      .from(conversations)
      .where(mine)
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.lastMessageId))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page')
  return {
    // The page is cut from the inbox index alone, then only its rows are joined, so a late page
    // walks index entries rather than joining every chat.
    page: preparedQuery(`inbox_page_${kind}`, (db, name) => {
      const page = pageOf(db)
      return (
        db
          .select({
            id: applications.id,
            roleTitle: sql<string>`coalesce(${roles.title}, ${page.roleTitle}, '')`,
            ...counterpartColumns,
            lastId: page.lastMessageId,
            lastSender: page.lastMessageSender,
            lastBody: page.lastMessageBody,
            lastCreatedAt: page.lastMessageAt,
            unreadCount: kind === 'company' ? page.companyUnread : page.internUnread,
          })
          .from(page)
          .innerJoin(applications, eq(applications.id, page.applicationId))
          // Left: an intern keeps its chat with a company that deleted its account, whose role
          // went with it (decision 037), and a company keeps its chat with an applicant who
          // deleted theirs (034).
          .leftJoin(roles, eq(roles.id, applications.roleId))
          .leftJoin(companies, eq(companies.accountId, roles.companyId))
          .leftJoin(interns, eq(interns.accountId, applications.internId))
          .orderBy(desc(page.lastMessageAt), desc(page.lastMessageId))
          .prepare(name)
      )
    }),
    total: preparedQuery(`inbox_count_${kind}`, (db, name) =>
      db.select({ n: count() }).from(conversations).where(mine).prepare(name),
    ),
  }
}
const inboxQueries = { company: inboxOf('company'), intern: inboxOf('intern') }
