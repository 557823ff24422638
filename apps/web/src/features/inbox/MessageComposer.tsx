import { CHAT_PAGE_WORDS } from '@app/domain'
import { useLayoutEffect, useRef, type FormEvent, type KeyboardEvent } from 'react'
import { OFFLINE_WRITE_NOTE, useIsOnline } from '../../lib/online'
import { INPUT_MIN_HEIGHT_PX, inputHeight } from './chat-utils'

interface MessageComposerProps {
  value: string
  onChange: (value: string) => void
  onSend: () => void
  isSending: boolean
  canSend: boolean
}

/**
 * A growing multi-line box: Enter sends, Shift+Enter starts a new line. Offline, typing goes on
 * (the text is kept as a draft) but sending waits, and says why.
 */
export function MessageComposer({
  value,
  onChange,
  onSend,
  isSending,
  canSend,
}: MessageComposerProps) {
  const boxRef = useRef<HTMLTextAreaElement>(null)
  const isOnline = useIsOnline()
  const isDisabled = !canSend || !isOnline || isSending || value.trim() === ''

  useLayoutEffect(() => {
    const box = boxRef.current
    if (!box) return
    box.style.height = 'auto'
    box.style.height = `${inputHeight(box.scrollHeight)}px`
  }, [value])

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (!isDisabled) onSend()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    submit()
  }

  return (
    <form onSubmit={submit} className="border-t border-slate-200 bg-white px-3 py-3 sm:px-5">
      {!isOnline && (
        <p id="chat-offline-note" className="mb-2 text-xs font-medium text-slate-600">
          {OFFLINE_WRITE_NOTE}
        </p>
      )}
      <div className="flex items-end gap-2">
        <label htmlFor="chat-message" className="sr-only">
          {CHAT_PAGE_WORDS.messageLabel}
        </label>
        <textarea
          id="chat-message"
          ref={boxRef}
          rows={1}
          value={value}
          placeholder={CHAT_PAGE_WORDS.placeholder}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={isOnline ? undefined : 'chat-offline-note'}
          style={{ minHeight: INPUT_MIN_HEIGHT_PX, maxHeight: 120 }}
          className="block flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2.5 text-sm focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
        />
        <button
          type="submit"
          disabled={isDisabled}
          aria-label="Send message"
          className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-xl bg-brand-900 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          {isSending ? 'Sending…' : CHAT_PAGE_WORDS.send}
        </button>
      </div>
    </form>
  )
}
