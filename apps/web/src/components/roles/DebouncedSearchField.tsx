import { useEffect, useId, useState, type ReactNode } from 'react'
import { ROLE_SEARCH_MAX_LENGTH } from '@app/domain'

export const SEARCH_DEBOUNCE_MS = 300

interface DebouncedSearchFieldProps {
  label: string
  placeholder: string
  icon: ReactNode
  /** The committed value, from the address. */
  value: string
  onCommit: (value: string) => void
}

/** Commits what was typed once typing pauses, so each keystroke does not start a search. */
export function DebouncedSearchField({
  label,
  placeholder,
  icon,
  value,
  onCommit,
}: DebouncedSearchFieldProps) {
  const id = useId()
  const [text, setText] = useState(value)
  const [committed, setCommitted] = useState(value)
  // Back and forward change the address under the field; follow it unless it is what we typed.
  if (value !== committed) {
    setCommitted(value)
    if (value !== text.trim()) setText(value)
  }

  useEffect(() => {
    const trimmed = text.trim()
    if (trimmed === value) return
    const timer = setTimeout(() => onCommit(trimmed), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, value, onCommit])

  return (
    <div className="relative flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400"
      >
        {icon}
      </span>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        maxLength={ROLE_SEARCH_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        className="min-h-12 w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500"
      />
    </div>
  )
}
