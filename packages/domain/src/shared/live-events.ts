/**
 * What the API pushes to open browsers over Server-Sent Events (`GET /events`): a new chat
 * message, a new notification, an application's status change. Each frame's `event:` field is
 * one of these; the web marks the matching queries stale.
 */
export const LIVE_EVENT_TYPES = ['message', 'notification', 'status'] as const
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number]

export const isLiveEventType = (type: string): type is LiveEventType =>
  (LIVE_EVENT_TYPES as readonly string[]).includes(type)
