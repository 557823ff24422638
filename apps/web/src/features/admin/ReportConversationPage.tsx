import { formatCount } from '@app/domain'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { LoadError } from '../../components/ui/LoadError'
import { Skeleton } from '../../components/ui/Skeleton'
import { hasMessageForPeople } from '../../lib/api-client'
import { paths } from '../../lib/paths'
import { adminQueries } from './admin.api'
import { ConsoleHeading } from './ConsoleParts'
import { ChatParties, ReportedMessages } from './ReportedMessages'

const LOAD_FAILED = 'This conversation could not be loaded.'

/**
 * A reported chat, read only (decision 049): the operator reads what both sides wrote; the
 * reading is recorded in the audit log, and nothing here writes to the chat.
 */
export function ReportConversationPage() {
  const { reportId = '' } = useParams()
  const conversation = useQuery(adminQueries.reportConversation(reportId))
  return (
    <>
      <Link
        to={paths.admin.reports.href()}
        className="mb-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
      >
        Back to reports
      </Link>
      <ConsoleHeading
        title="Reported conversation"
        intro="Read only. Your reading is recorded in the audit log with your email."
      />
      {conversation.isPending ? (
        <div role="status" aria-label="Loading the conversation" className="space-y-3">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-16 w-full rounded-lg" />
          ))}
        </div>
      ) : conversation.isError ? (
        <LoadError
          message={
            hasMessageForPeople(conversation.error) ? conversation.error.message : LOAD_FAILED
          }
          onRetry={() => void conversation.refetch()}
        />
      ) : (
        <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <ChatParties
            company={conversation.data.company}
            intern={conversation.data.intern}
            roleTitle={conversation.data.roleTitle}
          />
          {conversation.data.earlierLeftOut > 0 && (
            <p className="text-sm text-slate-600">
              {formatCount(conversation.data.earlierLeftOut, 'earlier message')} not shown.
            </p>
          )}
          <ReportedMessages
            label="Messages of the conversation"
            messages={conversation.data.messages}
            parties={conversation.data}
          />
        </section>
      )}
    </>
  )
}
