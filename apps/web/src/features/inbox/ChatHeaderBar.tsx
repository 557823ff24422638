import { Link } from 'react-router'
import { ChatAvatar } from './ChatAvatar'

interface ChatHeaderBarProps {
  backTo: string
  backLabel: string
  name: string
  roleTitle: string
  imageUrl?: string | null
}

/** Back button, the other party's photo and name, and the role; never an id, which means nothing to people. */
export function ChatHeaderBar({
  backTo,
  backLabel,
  name,
  roleTitle,
  imageUrl,
}: ChatHeaderBarProps) {
  return (
    <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-3 py-3 sm:px-5">
      <Link
        to={backTo}
        aria-label={backLabel}
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none">
          <path
            d="M15 5l-7 7 7 7"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </Link>
      <ChatAvatar src={imageUrl} name={name} />
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-base font-semibold text-brand-900">{name}</h1>
        <p className="truncate text-sm text-slate-600">{roleTitle}</p>
      </div>
    </header>
  )
}
