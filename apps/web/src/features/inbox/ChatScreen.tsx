import { useEffect, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CHAT_PAGE_WORDS, CHAT_MESSAGES } from '@app/domain'
import { useLocation, useNavigate } from 'react-router'
import { Button } from '../../components/ui/Button'
import { Pagination } from '../../components/ui/Pagination'
import { ChatSafetyBanner } from '../../components/safety/SafetyNotices'
import { ReportDialog } from '../../components/safety/ReportDialog'
import { ChatHeaderBar } from './ChatHeaderBar'
import { MessageComposer } from './MessageComposer'
import { MessageList } from './MessageList'
import { draftStore } from './chat-utils'
import { LIVE_KEY_ROOTS, useIsLive } from '../../lib/live-events'
import { paths } from '../../lib/paths'
import {
  chatQueries,
  markConversationRead,
  sendMessage,
  type ChatPage,
  type ChatSide,
} from './chat-queries'

/**
 * While pushed events are not arriving, an open conversation polls its newest page this often —
 * fresher than the app-wide fallback. With events it does not poll: each message is pushed, and
 * a stream that drops refetches everything once it is back (lib/live-events).
 */
const CHAT_FALLBACK_POLL_MS = 4_000

interface SideConfig {
  ownSender: 'company' | 'user'
  emptyNote: string
  loadError: string
  dashboard: string
  back: (applicationId: string) => string
  backLabel: string
  nameFallback: string
  /** Why the composer is gone once the other party deleted their account (034, 037). */
  deletedNote: string
}

const SIDES: Record<ChatSide, SideConfig> = {
  company: {
    ownSender: 'company',
    emptyNote: 'Messages sent here will be visible to the applicant.',
    loadError: 'Error loading chat',
    dashboard: paths.company.dashboard.href(),
    back: (applicationId) => paths.company.applications.href(applicationId),
    backLabel: 'Back to the application',
    nameFallback: 'Applicant',
    deletedNote: CHAT_MESSAGES.counterpartDeleted,
  },
  intern: {
    ownSender: 'user',
    emptyNote: CHAT_PAGE_WORDS.internEmptyNote,
    loadError: CHAT_PAGE_WORDS.loadError,
    dashboard: paths.intern.dashboard.href(),
    back: () => paths.intern.dashboard.href(),
    backLabel: CHAT_PAGE_WORDS.backToDashboard,
    nameFallback: 'Company',
    deletedNote: CHAT_MESSAGES.companyDeleted,
  },
}

/** What the company's review page hands over in navigation state, shown until the header loads. */
interface ChatNavState {
  name?: string
  roleTitle?: string
  avatar?: string | null
}

function ChatProblem({
  title,
  text,
  dashboard,
}: {
  title: string
  text: string
  dashboard: string
}) {
  const navigate = useNavigate()
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center"
    >
      <p className="text-lg font-semibold text-red-700">{title}</p>
      <p className="text-sm text-slate-600">{text}</p>
      <Button onClick={() => void navigate(dashboard)}>{CHAT_PAGE_WORDS.returnToDashboard}</Button>
    </div>
  )
}

/**
 * Whenever a message from the other party is on screen that was not there before, the chat is
 * marked read, so the inbox's unread dots and message notifications clear.
 */
function useMarkReadOnArrival(
  side: ChatSide,
  applicationId: string,
  ownSender: 'company' | 'user',
  docs: readonly { id: string; sender: string }[] | undefined,
) {
  const queryClient = useQueryClient()
  const newestFromThem = docs?.filter((message) => message.sender !== ownSender).at(-1)?.id
  const { mutate } = useMutation({
    mutationFn: () => markConversationRead(side, applicationId),
    onSuccess: ({ updated }) => {
      if (updated === 0) return
      void queryClient.invalidateQueries({ queryKey: [...chatQueries.all, 'conversations'] })
      void queryClient.invalidateQueries({ queryKey: LIVE_KEY_ROOTS.notifications })
    },
  })
  useEffect(() => {
    if (newestFromThem) mutate()
  }, [newestFromThem, mutate])
}

function Chat({ side, applicationId }: { side: ChatSide; applicationId: string }) {
  const config = SIDES[side]
  const queryClient = useQueryClient()
  const navState = (useLocation().state ?? {}) as ChatNavState
  const [shown, setShown] = useState<ChatPage>({ page: 1 })
  const [follows, setFollows] = useState(true)
  const [draft, setDraft] = useState(() => draftStore.read(side, applicationId))
  const [reportedMessageId, setReportedMessageId] = useState<string | null>(null)
  const isLive = useIsLive()
  const pollMs = !isLive && shown.page === 1 ? CHAT_FALLBACK_POLL_MS : false
  const messages = useQuery(chatQueries.messages(side, applicationId, shown, pollMs))
  const header = useQuery(chatQueries.header(applicationId))
  useMarkReadOnArrival(side, applicationId, config.ownSender, messages.data?.docs)

  const changeDraft = (text: string) => {
    setDraft(text)
    draftStore.write(side, applicationId, text)
  }

  const send = useMutation({
    mutationFn: (text: string) => sendMessage(side, applicationId, text),
    onSuccess: async () => {
      changeDraft('')
      setFollows(true)
      setShown({ page: 1 })
      await queryClient.invalidateQueries({ queryKey: chatQueries.application(applicationId) })
    },
    // Spec §8: a failed send is only logged; the draft stays for another try.
    onError: (error) => console.error('Failed to send message', error),
  })

  if (messages.isPending) {
    return (
      <p role="status" className="py-16 text-center text-slate-600">
        Loading chat...
      </p>
    )
  }
  if (messages.isError) {
    return (
      <ChatProblem
        title={config.loadError}
        text={messages.error.message}
        dashboard={config.dashboard}
      />
    )
  }

  const { docs, meta } = messages.data
  const totalPages = Math.max(1, meta.totalPages)
  const name = header.data?.counterpart.name || navState.name || config.nameFallback
  const roleTitle = header.data?.roleTitle || navState.roleTitle || 'Unknown Role'
  const imageUrl = header.data ? header.data.counterpart.imageUrl : navState.avatar
  // The other party deleted their account: the chat stays to read, with nobody to answer,
  // report or open (decisions 034 and 037).
  const isCounterpartDeleted = header.data?.counterpart.deleted === true

  return (
    <section
      aria-label="Chat"
      className="flex h-[calc(100dvh-8rem-var(--offline-banner-height,0px))] min-h-[28rem] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      <title>{`Chat with ${name} — Internplace`}</title>
      <ChatHeaderBar
        backTo={isCounterpartDeleted ? config.dashboard : config.back(applicationId)}
        backLabel={isCounterpartDeleted ? CHAT_PAGE_WORDS.backToDashboard : config.backLabel}
        name={name}
        roleTitle={roleTitle}
        imageUrl={imageUrl}
      />
      {header.data?.safetyNotice && (
        <ChatSafetyBanner text={header.data.safetyNotice} className="mx-3 mt-3 sm:mx-5" />
      )}
      <MessageList
        messages={docs}
        ownSender={config.ownSender}
        emptyNote={config.emptyNote}
        followsNewMessages={follows}
        onFollowChange={setFollows}
        onReport={isCounterpartDeleted ? undefined : (message) => setReportedMessageId(message.id)}
      />
      <ReportDialog
        isOpen={reportedMessageId !== null}
        target={{ type: 'message', id: reportedMessageId ?? '', name: 'this message' }}
        onClose={() => setReportedMessageId(null)}
      />
      {totalPages > 1 && (
        <div className="border-t border-slate-200 px-3 py-2 sm:px-5">
          <Pagination
            label={CHAT_PAGE_WORDS.pages}
            page={Math.min(Math.max(1, meta.page), totalPages)}
            totalPages={totalPages}
            onPageChange={(next) => {
              const page = Math.min(Math.max(1, next), totalPages)
              // Page 1 follows new messages; older pages count back from the newest one seen.
              setShown(page === 1 ? { page } : { page, upTo: shown.upTo ?? docs.at(-1)?.id })
            }}
          />
        </div>
      )}
      {isCounterpartDeleted ? (
        <p
          role="note"
          className="border-t border-slate-200 px-3 py-3 text-sm text-slate-600 sm:px-5"
        >
          {config.deletedNote}
        </p>
      ) : (
        <MessageComposer
          value={draft}
          onChange={changeDraft}
          onSend={() => send.mutate(draft.trim())}
          isSending={send.isPending}
          canSend={Boolean(applicationId)}
        />
      )}
    </section>
  )
}

/** Either side's chat page; the application id comes from the route. */
export function ChatScreen({ side, applicationId }: { side: ChatSide; applicationId?: string }) {
  if (!applicationId) {
    return (
      <ChatProblem
        title="Error: Missing application ID"
        text="Cannot load chat without an application ID."
        dashboard={SIDES[side].dashboard}
      />
    )
  }
  return <Chat key={applicationId} side={side} applicationId={applicationId} />
}
