import { z } from 'zod'
import { APPLICATION_STATUSES } from '../applications/applications.schemas.js'
import { limitField, PageQuerySchema } from '../shared/envelope.js'
import { SCAM_SIGNALS } from './scam-signals.rules.js'

export const MESSAGE_SENDERS = ['company', 'user'] as const
export type MessageSender = (typeof MESSAGE_SENDERS)[number]

export const MESSAGE_MAX_LENGTH = 2000
export const MESSAGES_PAGE_SIZE = 15

export const CHAT_MESSAGES = {
  empty: 'Message cannot be empty',
  tooLong: `Messages can be at most ${MESSAGE_MAX_LENGTH} characters`,
  notFound: 'Application not found.',
  sent: 'Message sent.',
  unknownUpTo: 'upTo must be a message of this chat.',
  counterpartDeleted: 'This user deleted their account. The chat is kept for you to read.',
  companyDeleted: 'This company deleted its account. The chat is kept for you to read.',
} as const

/** How a party that deleted their account is shown in the other party's chat (decision 034). */
export const DELETED_USER_NAME = 'Deleted user'
/** How a company that deleted its account is shown in the intern's chat (decision 037). */
export const DELETED_COMPANY_NAME = 'Deleted company'

/**
 * `PUT /company/applications/{id}/message` and `PUT /messages/applications/{id}/message`. The spec's
 * clients also send `sender` and `type`; they are accepted and ignored — the session decides who
 * sent it, and every message is text.
 */
export const MessageInputSchema = z.object({
  message: z
    .string({ message: CHAT_MESSAGES.empty })
    .trim()
    .min(1, CHAT_MESSAGES.empty)
    .max(MESSAGE_MAX_LENGTH, CHAT_MESSAGES.tooLong),
  sender: z.unknown().optional(),
  type: z.unknown().optional(),
})
export type MessageInput = z.input<typeof MessageInputSchema>

/** A chat message (spec §3). */
export const MessageSchema = z.object({
  id: z.uuid(),
  sender: z.enum(MESSAGE_SENDERS),
  message: z.string(),
  /**
   * 'system': a line the app wrote into the chat about an interview (proposed, scheduled,
   * cancelled); the web shows it apart from what people wrote.
   */
  type: z.enum(['text', 'system']),
  createdAt: z.iso.datetime(),
  application: z.object({ id: z.uuid() }),
  /**
   * What the scam-signal rule found in this message (decision 022); the web shows SAFETY_NOTICE
   * under a message with any. Empty for ordinary messages.
   */
  safetySignals: z.array(z.enum(SCAM_SIGNALS)),
})
export type Message = z.infer<typeof MessageSchema>

/**
 * Chat pages count back from the newest message: page 1 — the one a chat opens on — holds the
 * newest messages and the last page (`meta.totalPages`) the oldest; inside a page messages read
 * oldest → newest, as a chat does. `upTo` (a message id of this chat) counts pages back from that
 * message instead, so an older page stays still while new messages arrive.
 */
export const MessagesQuerySchema = PageQuerySchema.extend({
  limit: limitField(MESSAGES_PAGE_SIZE),
  upTo: z.uuid(CHAT_MESSAGES.unknownUpTo).optional(),
})
export type MessagesQuery = z.infer<typeof MessagesQuerySchema>

/**
 * The top of either chat page: the company sees the applicant (full name, photo), the intern sees
 * the company (name, logo). `deleted`: the other party deleted their account; the chat is kept
 * to read, named DELETED_USER_NAME (an intern, decision 034) or DELETED_COMPANY_NAME (a company,
 * decision 037), with no photo and nothing to link to.
 */
export const ChatHeaderSchema = z.object({
  applicationId: z.uuid(),
  roleTitle: z.string(),
  counterpart: z.object({
    name: z.string(),
    imageUrl: z.string().nullable(),
    deleted: z.boolean(),
  }),
  status: z.enum(APPLICATION_STATUSES),
  /** SAFETY_NOTICE once any message of this chat was flagged by the scam-signal rule; else null. */
  safetyNotice: z.string().nullable(),
})
export type ChatHeader = z.infer<typeof ChatHeaderSchema>

export const CONVERSATIONS_PAGE_SIZE = 15

/** `GET /company/conversations` and `GET /messages/conversations`: newest conversation first. */
export const ConversationsQuerySchema = PageQuerySchema.extend({
  limit: limitField(CONVERSATIONS_PAGE_SIZE),
})
export type ConversationsQuery = z.infer<typeof ConversationsQuerySchema>

/**
 * One chat in an inbox: who it is with, about which role, its newest message and how many of the
 * other party's messages the viewer has not read yet.
 */
export const ConversationSchema = z.object({
  application: z.object({ id: z.uuid() }),
  roleTitle: z.string(),
  counterpart: ChatHeaderSchema.shape.counterpart,
  lastMessage: MessageSchema.pick({ id: true, sender: true, message: true, createdAt: true }),
  unreadCount: z.number().int().min(0),
})
export type Conversation = z.infer<typeof ConversationSchema>

/** `PATCH …/read` on a chat: how many of the other party's messages it marked read. */
export const ConversationReadSchema = z.object({ updated: z.number().int().min(0) })
