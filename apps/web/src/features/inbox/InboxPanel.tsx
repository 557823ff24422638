import { useId, useState, type KeyboardEvent } from 'react'
import { Link } from 'react-router'

export interface InboxEntry {
  id: string
  title: string
  /** A quieter line under the title, e.g. who the chat is with and about which role. */
  context?: string
  text: string
  time: string
  href?: string
  /** Called instead of following a link, e.g. to mark a notification read first. */
  onOpen?: () => void
  isUnread?: boolean
  /** A machine-readable time for the `time` text. */
  dateTime?: string
}

/** What a tab shows while its entries load or when they failed. */
export interface InboxTabState {
  isLoading?: boolean
  /** Shown as-is in an alert, e.g. 'Error loading notifications: …'. */
  error?: string
}

type Tab = 'messages' | 'notifications'

const TABS: Record<Tab, { label: string; empty: string; noMatch: string }> = {
  messages: {
    label: 'Messages',
    empty: 'No messages available.',
    noMatch: 'No messages match your search.',
  },
  notifications: {
    label: 'Notifications',
    empty: 'No notifications available.',
    noMatch: 'No notifications match your search.',
  },
}
const TAB_ORDER: Tab[] = ['messages', 'notifications']

interface InboxPanelProps {
  isLocked: boolean
  messages?: InboxEntry[]
  notifications?: InboxEntry[]
  messagesState?: InboxTabState
  notificationsState?: InboxTabState
  /** Offered on the Notifications tab while any is unread. */
  onMarkAllRead?: () => void
}

/** Messages and notifications side by side in tabs; locked until the profile is complete. */
export function InboxPanel({
  isLocked,
  messages = [],
  notifications = [],
  messagesState = {},
  notificationsState = {},
  onMarkAllRead,
}: InboxPanelProps) {
  const [tab, setTab] = useState<Tab>('messages')
  const [search, setSearch] = useState('')
  const [isOpenOnPhone, setIsOpenOnPhone] = useState(false)
  const id = useId()
  const entries = tab === 'messages' ? messages : notifications
  const state = tab === 'messages' ? messagesState : notificationsState
  const needle = search.trim().toLowerCase()
  const shown = entries.filter((entry) =>
    `${entry.title} ${entry.context ?? ''} ${entry.text}`.toLowerCase().includes(needle),
  )

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    const next = TAB_ORDER[(TAB_ORDER.indexOf(tab) + 1) % TAB_ORDER.length] ?? 'messages'
    setTab(next)
    document.getElementById(`${id}-${next}-tab`)?.focus()
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white"
    >
      <div className="flex items-center justify-between gap-3 p-5 pb-0">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-900">
          Inbox
        </h2>
        <button
          type="button"
          className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 lg:hidden"
          aria-expanded={isOpenOnPhone}
          aria-controls={`${id}-body`}
          onClick={() => setIsOpenOnPhone((isOpen) => !isOpen)}
        >
          {isOpenOnPhone ? 'Hide' : 'Show'}
        </button>
      </div>

      <div id={`${id}-body`} className={`p-5 ${isOpenOnPhone ? '' : 'hidden'} lg:block`}>
        {isLocked && (
          <p className="mb-4 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
            Your inbox opens once your profile is complete.
          </p>
        )}
        <div role="tablist" aria-label="Inbox" className="flex rounded-lg bg-slate-100 p-1">
          {TAB_ORDER.map((name) => (
            <button
              key={name}
              id={`${id}-${name}-tab`}
              type="button"
              role="tab"
              aria-selected={tab === name}
              aria-controls={`${id}-panel`}
              aria-disabled={isLocked || undefined}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => !isLocked && setTab(name)}
              onKeyDown={isLocked ? undefined : onTabKeyDown}
              className={`min-h-10 flex-1 rounded-md text-sm font-semibold transition-colors ${
                tab === name ? 'bg-white text-brand-900 shadow-sm' : 'text-slate-600'
              } ${isLocked ? 'cursor-not-allowed opacity-60' : 'hover:text-brand-900'}`}
            >
              {TABS[name].label}
            </button>
          ))}
        </div>

        <div
          id={`${id}-panel`}
          role="tabpanel"
          aria-labelledby={`${id}-${tab}-tab`}
          className="mt-4"
        >
          <label htmlFor={`${id}-search`} className="sr-only">
            Search {TABS[tab].label.toLowerCase()}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            placeholder="Search"
            value={search}
            disabled={isLocked}
            onChange={(event) => setSearch(event.target.value)}
            className="block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-sm focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none disabled:bg-slate-50"
          />
          {tab === 'notifications' && onMarkAllRead && !isLocked && (
            <div className="mt-2 flex justify-end">
              <button
                type="button"
                onClick={onMarkAllRead}
                className="min-h-11 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                Mark all as read
              </button>
            </div>
          )}
          {state.isLoading && !isLocked ? (
            <p role="status" className="py-10 text-center text-sm text-slate-500">
              Loading {TABS[tab].label.toLowerCase()}…
            </p>
          ) : state.error && !isLocked ? (
            <p role="alert" className="py-10 text-center text-sm text-red-700">
              {state.error}
            </p>
          ) : shown.length === 0 ? (
            <p className="py-10 text-center text-sm text-slate-500">
              {entries.length === 0 ? TABS[tab].empty : TABS[tab].noMatch}
            </p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {shown.map((entry) => (
                <li key={entry.id}>
                  <InboxRow entry={entry} isLocked={isLocked} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  )
}

function InboxRow({ entry, isLocked }: { entry: InboxEntry; isLocked: boolean }) {
  const body = <InboxEntryLines entry={entry} />
  const className = 'block w-full py-3 text-left'
  if (isLocked || (!entry.href && !entry.onOpen)) return <div className={className}>{body}</div>
  if (entry.onOpen) {
    return (
      <button type="button" onClick={entry.onOpen} className={`${className} hover:bg-slate-50`}>
        {body}
      </button>
    )
  }
  return (
    <Link to={entry.href ?? ''} className={`${className} hover:bg-slate-50`}>
      {body}
    </Link>
  )
}

/**
 * One inbox line's words: who or what, when, the role it is about, the newest text and an unread
 * dot. The dashboard's panel and the intern's Messages page both show it (as the server's page does).
 */
export function InboxEntryLines({ entry }: { entry: InboxEntry }) {
  return (
    <>
      <span className="flex items-baseline justify-between gap-2">
        <span className="truncate font-medium text-slate-900">{entry.title}</span>
        <time dateTime={entry.dateTime} className="shrink-0 text-xs text-slate-500">
          {entry.time}
        </time>
      </span>
      {entry.context && (
        <span className="block truncate text-xs text-slate-500">{entry.context}</span>
      )}
      <span className="mt-0.5 flex items-center gap-2 text-sm text-slate-600">
        <span className="line-clamp-1 flex-1">{entry.text}</span>
        {entry.isUnread && (
          <>
            <span aria-hidden="true" className="h-2 w-2 shrink-0 rounded-full bg-accent-500" />
            <span className="sr-only">Unread</span>
          </>
        )}
      </span>
    </>
  )
}
