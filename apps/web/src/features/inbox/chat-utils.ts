import { readSession } from '../../lib/session'

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

/**
 * The unsent text of one chat, kept on this device so that a reload, or going offline and coming
 * back, loses nothing (decision 033). Kept per account, so a shared phone does not show one
 * person's unsent words to another; a sent message clears it.
 */
export const draftStore = {
  key: (side: string, applicationId: string) =>
    `chat-draft:${readSession()?.userId ?? 'anonymous'}:${side}:${applicationId}`,
  read(side: string, applicationId: string): string {
    try {
      return localStorage.getItem(draftStore.key(side, applicationId)) ?? ''
    } catch {
      return ''
    }
  },
  write(side: string, applicationId: string, text: string) {
    try {
      if (text) localStorage.setItem(draftStore.key(side, applicationId), text)
      else localStorage.removeItem(draftStore.key(side, applicationId))
    } catch {
      // Storage can be full or blocked (private mode); the draft then lives only in memory.
    }
  },
}
