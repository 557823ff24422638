/**
 * What the API pushes to open browsers over Server-Sent Events (`GET /events`): a new chat
 * message, a new notification, an application's status change. Each frame's `event:` field is
 * one of these; the web marks the matching queries stale.
 */
export const LIVE_EVENT_TYPES = ['message', 'notification', 'status'] as const
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number]

export const isLiveEventType = (type: string): type is LiveEventType =>
  (LIVE_EVENT_TYPES as readonly string[]).includes(type)

/**
 * The last frame of a stream the server ends for a reason the browser must act on at once: the
 * account was suspended. The web app then signs out and says why, instead of learning it from the
 * next request that fails.
 */
export const SESSION_ENDED_EVENT = 'session-ended'
export const SESSION_END_REASONS = ['suspended'] as const
export type SessionEndReason = (typeof SESSION_END_REASONS)[number]

export const isSessionEndReason = (reason: unknown): reason is SessionEndReason =>
  (SESSION_END_REASONS as readonly unknown[]).includes(reason)
