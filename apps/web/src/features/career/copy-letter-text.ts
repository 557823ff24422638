import { useEffect, useRef, useState } from 'react'
import { APPLICATION_LETTER_MESSAGES } from '@app/domain'

/** How long 'Copied' stays beside the button. */
export const COPIED_SHOWN_MS = 4000

/** The older way, for browsers without the clipboard API or pages not served over HTTPS. */
function copyBySelection(text: string): boolean {
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.append(area)
  area.select()
  try {
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    area.remove()
  }
}

/**
 * Copies a letter as plain text: the clipboard API, else a selection copied the older way. When
 * both fail, `manual` holds the text for the intern to select and copy themselves.
 */
export function useCopyText() {
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle')
  const [manual, setManual] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = async (text: string) => {
    clearTimeout(timer.current)
    let isCopied = false
    try {
      if (navigator.clipboard?.writeText) {
        await navigator.clipboard.writeText(text)
        isCopied = true
      }
    } catch {
      // Refused (no permission, not a secure page): the older way below.
    }
    if (!isCopied) isCopied = copyBySelection(text)
    if (isCopied) {
      setState('copied')
      timer.current = setTimeout(() => setState('idle'), COPIED_SHOWN_MS)
    } else {
      setManual(text)
      setState('manual')
    }
  }

  return {
    copy,
    isCopied: state === 'copied',
    /** The text to copy by hand when the browser would not; '' otherwise. */
    manualText: state === 'manual' ? manual : '',
    copiedLabel: APPLICATION_LETTER_MESSAGES.copied,
  }
}
