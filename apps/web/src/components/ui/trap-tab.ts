interface TabKey {
  shiftKey: boolean
  preventDefault: () => void
}

/**
 * Keeps Tab inside a modal panel (a dialog, the open mobile menu): Tab on the last of `selector`'s
 * elements goes to the first, Shift+Tab on the first to the last. With none, focus stays put.
 */
export function trapTab(event: TabKey, panel: HTMLElement, selector: string) {
  const focusable = [...panel.querySelectorAll<HTMLElement>(selector)]
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) {
    event.preventDefault()
    return
  }
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}
