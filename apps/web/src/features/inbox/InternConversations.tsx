import { Link } from 'react-router'
import { CHAT_PAGE_WORDS } from '@app/domain'
import { EmptyState } from '../../components/ui/EmptyState'
import { InboxEntryLines } from './InboxPanel'
import { useInboxConversations } from './useInboxConversations'

/**
 * The intern's chats, each with its newest message, newest first: the dashboard inbox's Messages
 * tab as a page of its own, the markup of the server's page (chat-pages-html.ts).
 */
export function InternConversations() {
  const { entries, state } = useInboxConversations('intern', true)
  return (
    <div className="space-y-5">
      <title>{`${CHAT_PAGE_WORDS.conversationsTitle} — Internplace`}</title>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {CHAT_PAGE_WORDS.conversationsTitle}
      </h1>
      {state.isLoading ? (
        <p role="status" className="py-10 text-center text-sm text-slate-500">
          Loading messages…
        </p>
      ) : state.error ? (
        <p role="alert" className="py-10 text-center text-sm text-red-700">
          {state.error}
        </p>
      ) : entries.length === 0 ? (
        <EmptyState title={CHAT_PAGE_WORDS.noConversations} />
      ) : (
        <section className="rounded-2xl border border-slate-200 bg-white p-5">
          <ul className="divide-y divide-slate-100">
            {entries.map((entry) => (
              <li key={entry.id}>
                <Link
                  to={entry.href ?? ''}
                  className="block rounded-lg px-2 py-3 hover:bg-slate-50"
                >
                  <InboxEntryLines entry={entry} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
