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
