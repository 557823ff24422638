import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm'
import {
  CHAT_MESSAGES,
  DELETED_COMPANY_NAME,
  DELETED_USER_NAME,
  SAFETY_NOTICE,
  scamSignalsOf,
  pageMeta,
  type ChatHeader,
  type Message,
  type MessageSender,
  type MessagesQuery,
  type NoticeEventData,
  type ScamSignal,
} from '@app/domain'
import {
  applications,
  companies,
  conversations,
  interns,
  messages,
  notifications,
  roles,
} from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { AppError } from '../../lib/errors.js'
import { preparedQuery } from '../../lib/prepared.js'
import { signedFileUrl } from '../files/files.queries.js'
import { clearUnread, recordMessage } from './conversation-summary.js'
import { recordFirstResponse } from '../applications/response-times.queries.js'
import { flagConversation } from '../reports/automatic-reports.queries.js'
import { publishEvent } from '../../lib/events.js'
import { notify } from '../notifications/notify.js'
import {
  applicantNames,
  companyNameOf,
  recentlyActive,
} from '../applications/company-applications.queries.js'
import {
  findChatApplication,
  requireCompleteCompany,
  type ApplicationParty,
  type ChatApplicationRow,
} from '../applications/application-access.queries.js'

/** Either party of the application the chat is about. */
export type ChatViewer = ApplicationParty

export const ownSender = (viewer: ChatViewer): MessageSender =>
  viewer.kind === 'company' ? 'company' : 'user'
export const otherSender = (viewer: ChatViewer): MessageSender =>
  viewer.kind === 'company' ? 'user' : 'company'

/** At most one mail per conversation and recipient in this window. */
export const MESSAGE_MAIL_INTERVAL_MS = 15 * 60 * 1000

export const messageDto = (row: typeof messages.$inferSelect): Message => ({
  id: row.id,
  sender: row.sender,
  message: row.body,
  type: row.type === 'system' ? 'system' : 'text',
  createdAt: row.createdAt.toISOString(),
  application: { id: row.applicationId },
  safetySignals: row.scamSignals as ScamSignal[],
})

/**
 * Either party of the application; a company also needs a complete profile. A company keeps its
 * chat with an applicant who deleted their account since, to read (decision 034).
 */
async function conversation(ctx: AppContext, viewer: ChatViewer, applicationId: string) {
  if (viewer.kind === 'company') await requireCompleteCompany(ctx.db, viewer.id)
  return findChatApplication(ctx.db, viewer, applicationId)
}

/**
 * A page of the chat counted back from the newest message (or from `upTo`): page 1 holds the
 * newest messages, each page in time order (MessagesQuerySchema).
 */
export async function listMessages(
  ctx: AppContext,
  viewer: ChatViewer,
  applicationId: string,
  query: MessagesQuery,
) {
  const row = await conversation(ctx, viewer, applicationId)
  const offset = (query.page - 1) * query.limit
  if (!query.upTo) {
    // The usual request, newest page first: prepared (decision 020).
    const [total] = await chatCount(ctx.db).execute({ applicationId: row.id })
    const rows = await chatPage(ctx.db).execute({
      applicationId: row.id,
      limit: query.limit,
      offset,
    })
    return pageOfMessages(rows, query, total?.n ?? 0)
  }
  const inChat = and(eq(messages.applicationId, row.id), await upToCondition(ctx, row.id, query))
  const [total] = await ctx.db.select({ n: count() }).from(messages).where(inChat)
  const rows = await ctx.db
    .select()
    .from(messages)
    .where(inChat)
    .orderBy(...newestFirst)
    .limit(query.limit)
    .offset(offset)
  return pageOfMessages(rows, query, total?.n ?? 0)
}

const newestFirst = [desc(messages.createdAt), desc(messages.id)]
const chatCount = preparedQuery('chat_count', (db, name) =>
  db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.applicationId, sql.placeholder('applicationId')))
    .prepare(name),
)
const chatPage = preparedQuery('chat_page', (db, name) =>
  db
    .select()
    .from(messages)
    .where(eq(messages.applicationId, sql.placeholder('applicationId')))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
)

const pageOfMessages = (
  rows: (typeof messages.$inferSelect)[],
  query: MessagesQuery,
  total: number,
) => ({
  docs: rows.reverse().map(messageDto),
  meta: pageMeta(query.page, query.limit, total),
})

/** Messages up to and including `upTo`, in the chat's (createdAt, id) order. */
async function upToCondition(ctx: AppContext, applicationId: string, query: MessagesQuery) {
  if (!query.upTo) return undefined
  const [anchor] = await ctx.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, query.upTo), eq(messages.applicationId, applicationId)))
  if (!anchor) {
    throw new AppError('VALIDATION_FAILED', CHAT_MESSAGES.unknownUpTo, {
      errors: { upTo: CHAT_MESSAGES.unknownUpTo },
    })
  }
  // Compared in SQL: a JS Date would drop the microseconds PostgreSQL keeps.
  return sql`(${messages.createdAt}, ${messages.id}) <= (select m.created_at, m.id from messages m where m.id = ${anchor.id})`
}

/**
 * Sends a message as the session's party. The other party gets a notification and, when they
 * were not active in the last five minutes, a mail — at most one per conversation per 15 minutes.
 */
export async function sendMessage(
  ctx: AppContext,
  viewer: ChatViewer,
  input: { applicationId: string; message: string },
): Promise<Message> {
  const { applicationId, message: text } = input
  const found = await conversation(ctx, viewer, applicationId)
  // Read only once the other party deleted their account (decisions 034 and 037).
  const { internId, companyId } = found
  if (companyId === null) throw new AppError('CHAT_CLOSED', CHAT_MESSAGES.companyDeleted)
  if (internId === null) throw new AppError('CHAT_CLOSED', CHAT_MESSAGES.counterpartDeleted)
  const row = { ...found, internId, companyId }
  const sender = ownSender(viewer)
  const recipientId = viewer.kind === 'company' ? internId : row.companyId
  const chatMessage = {
    applicationId: row.id,
    fromCompany: viewer.kind === 'company',
    companyName: companyNameOf(row),
    ...applicantNames(row),
    text,
  }
  const scamSignals = scamSignalsOf(text, { accepted: row.status === 'accepted' })

  const dto = await ctx.db.transaction(async (tx) => {
    const [message] = await tx
      .insert(messages)
      .values({ applicationId: row.id, sender, body: text, type: 'text', scamSignals })
      .returning()
    if (!message) throw new Error('The message row was not saved')
    await recordMessage(tx, row, message)
    if (sender === 'company') await recordFirstResponse(tx, row.id)
    if (scamSignals.length > 0) await flagConversation(tx, message)
    const dto = messageDto(message)
    // The message itself rides along, so an open chat could show it at once; an oversized one is
    // cut to its ids by the bus (lib/events) and the browser refetches.
    const messageEvent = { type: 'message', data: { ...dto, applicationId: row.id } } as const
    await publishEvent(tx, viewer.id, messageEvent)
    await publishEvent(tx, recipientId, messageEvent)
    await notify(
      ctx,
      tx,
      { accountId: recipientId },
      { name: 'message-received', data: chatMessage },
    )
    return dto
  })

  await mailIfAway(ctx, { row, viewer, recipientId, chatMessage }).catch((error: unknown) =>
    ctx.log.warn({ err: error }, 'The message mail was not queued'),
  )
  return dto
}

/**
 * Mails the recipient of a message when they were not active in the last five minutes, at most
 * once per conversation and recipient in MESSAGE_MAIL_INTERVAL_MS.
 */
async function mailIfAway(
  ctx: AppContext,
  args: {
    row: Pick<ChatApplicationRow, 'id' | 'roleTitle'>
    viewer: ChatViewer
    recipientId: string
    chatMessage: NoticeEventData<'message-received'>
  },
) {
  const { row, viewer, recipientId, chatMessage } = args
  if (await recentlyActive(ctx.db, recipientId)) return
  // Claims the mail slot in one statement, so two quick messages cannot both mail.
  const column =
    viewer.kind === 'company'
      ? applications.internMessageMailedAt
      : applications.companyMessageMailedAt
  const now = new Date()
  await ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .update(applications)
      .set(
        viewer.kind === 'company'
          ? { internMessageMailedAt: now }
          : { companyMessageMailedAt: now },
      )
      .where(
        and(
          eq(applications.id, row.id),
          or(isNull(column), lt(column, new Date(now.getTime() - MESSAGE_MAIL_INTERVAL_MS))),
        ),
      )
      .returning({ id: applications.id })
    if (claimed.length === 0) return
    await notify(
      ctx,
      tx,
      { accountId: recipientId },
      { name: 'message-waiting', data: { ...chatMessage, roleTitle: row.roleTitle } },
    )
  })
}

/**
 * What counterpartOf reads, as columns of a query over applications with their role, its company
 * and the applicant left-joined (as findChatApplication reads them).
 */
export const counterpartColumns = {
  internId: interns.accountId,
  companyId: roles.companyId,
  snapshot: applications.applicantSnapshot,
  internFirstName: interns.firstName,
  internLastName: interns.lastName,
  internImageUrl: interns.profileImageUrl,
  companyName: companies.companyName,
  companyLogoUrl: companies.logoUrl,
}

/**
 * Who the viewer is talking to: the company sees the applicant, the intern sees the company; a
 * party that deleted their account is only 'Deleted user' or 'Deleted company' (034, 037).
 */
export function counterpartOf(
  ctx: AppContext,
  viewer: ChatViewer,
  row: Pick<ChatApplicationRow, keyof typeof counterpartColumns>,
): ChatHeader['counterpart'] {
  const sign = (url: string | null | undefined) => (url ? signedFileUrl(ctx, url) : null)
  if (viewer.kind === 'intern') {
    if (row.companyId === null) return { name: DELETED_COMPANY_NAME, imageUrl: null, deleted: true }
    return { name: companyNameOf(row), imageUrl: sign(row.companyLogoUrl), deleted: false }
  }
  if (row.internId === null) return { name: DELETED_USER_NAME, imageUrl: null, deleted: true }
  const { firstName, lastName } = applicantNames(row)
  const image = row.snapshot ? row.snapshot.profileImageUrl : row.internImageUrl
  return {
    name: [firstName, lastName].filter(Boolean).join(' ') || 'Applicant',
    imageUrl: sign(image),
    deleted: false,
  }
}

/** The top of the chat page. */
export async function chatHeader(
  ctx: AppContext,
  viewer: ChatViewer,
  applicationId: string,
): Promise<ChatHeader> {
  const row = await conversation(ctx, viewer, applicationId)
  const [summary] = await ctx.db
    .select({ flaggedAt: conversations.flaggedAt })
    .from(conversations)
    .where(eq(conversations.applicationId, row.id))
  return {
    applicationId: row.id,
    roleTitle: row.roleTitle,
    counterpart: counterpartOf(ctx, viewer, row),
    status: row.status,
    safetyNotice: summary?.flaggedAt ? SAFETY_NOTICE : null,
  }
}

/**
 * What a chat's page shows: its top, then a page of its messages. The top first, so a chat that
 * is not the viewer's is a 404 before any message is read.
 */
export async function readChat(
  ctx: AppContext,
  viewer: ChatViewer,
  applicationId: string,
  query: MessagesQuery,
) {
  const header = await chatHeader(ctx, viewer, applicationId)
  const messages = await listMessages(ctx, viewer, applicationId, query)
  return { header, messages }
}

/**
 * The viewer has read the chat: the other party's messages and the viewer's 'message'
 * notifications about it are marked read, so inbox dots clear.
 */
export async function markConversationRead(
  ctx: AppContext,
  viewer: ChatViewer,
  applicationId: string,
) {
  const row = await conversation(ctx, viewer, applicationId)
  const now = new Date()
  return ctx.db.transaction(async (tx) => {
    await clearUnread(tx, viewer, row.id)
    const read = await tx
      .update(messages)
      .set({ readAt: now })
      .where(
        and(
          eq(messages.applicationId, row.id),
          eq(messages.sender, otherSender(viewer)),
          isNull(messages.readAt),
        ),
      )
      .returning({ id: messages.id })
    await tx
      .update(notifications)
      .set({ readAt: now })
      .where(
        and(
          eq(notifications.accountId, viewer.id),
          eq(notifications.applicationId, row.id),
          eq(notifications.type, 'message'),
          isNull(notifications.readAt),
        ),
      )
    return { updated: read.length }
  })
}
