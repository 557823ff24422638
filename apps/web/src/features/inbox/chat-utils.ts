/** Spec §9: the list follows new messages unless the reader scrolled up more than this. */
export const AUTO_SCROLL_THRESHOLD_PX = 20
/** Spec §9: the message box grows with its text between these heights. */
export const INPUT_MIN_HEIGHT_PX = 44
export const INPUT_MAX_HEIGHT_PX = 120

interface ScrollBox {
  scrollTop: number
  scrollHeight: number
  clientHeight: number
}

/** Whether the list is close enough to its bottom that new messages should scroll into view. */
export function isNearBottom(
  { scrollTop, scrollHeight, clientHeight }: ScrollBox,
  threshold = AUTO_SCROLL_THRESHOLD_PX,
): boolean {
  return scrollHeight - scrollTop - clientHeight <= threshold
}

/** The height the message box takes for content this tall. */
export function inputHeight(contentHeight: number): number {
  return Math.min(INPUT_MAX_HEIGHT_PX, Math.max(INPUT_MIN_HEIGHT_PX, contentHeight))
}

/** '03:05 PM' — the 12-hour hh:mm time under each bubble. */
export function chatTime(value: string): string {
  return new Date(value).toLocaleTimeString('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  })
}

/** The day a message was sent, for the divider above that day's messages: 'Today', 'Yesterday' or 'Mon, Nov 3'. */
export function chatDay(value: string, now = new Date()): string {
  const date = new Date(value)
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1)
  if (date.toDateString() === now.toDateString()) return 'Today'
  if (date.toDateString() === yesterday.toDateString()) return 'Yesterday'
  return date.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  })
}

/** 'Nov 3, 03:05 PM'. */
export function shortDateTime(value: string): string {
  return new Date(value).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  })
}

/** An inbox row's time: the 12-hour time today, with the day before it for anything older. */
export function inboxTime(value: string, now = new Date()): string {
  return new Date(value).toDateString() === now.toDateString()
    ? chatTime(value)
    : shortDateTime(value)
}

/** The unsent text of one chat, kept for the browser tab so a reload does not lose it. */
export const draftStore = {
  key: (side: string, applicationId: string) => `chat-draft:${side}:${applicationId}`,
  read(side: string, applicationId: string): string {
    try {
      return sessionStorage.getItem(draftStore.key(side, applicationId)) ?? ''
    } catch {
      return ''
    }
  },
  write(side: string, applicationId: string, text: string) {
    try {
      if (text) sessionStorage.setItem(draftStore.key(side, applicationId), text)
      else sessionStorage.removeItem(draftStore.key(side, applicationId))
    } catch {
      // Storage can be unavailable (private mode); the draft then lives only in memory.
    }
  },
}
