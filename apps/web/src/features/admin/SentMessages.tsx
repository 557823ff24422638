import { useCallback, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import {
  SEND_CHANNEL_LABELS,
  SEND_CHANNELS,
  SEND_STATUS_LABELS,
  SEND_STATUSES,
  SENDS_KEPT_DAYS,
  pageFromAddress,
  type AdminSend,
  type SendStatus,
} from '@app/domain'
import { formatDateTime } from '../../lib/screen-format'
import { adminQueries, type SendFilters } from './admin.api'
import { ConsoleCard, Facts, StatusPill } from './ConsoleParts'
import { ConsoleList } from './ConsoleList'
import { FilterBar, FilterSelect } from './FilterSelect'

const TONE: Record<SendStatus, 'neutral' | 'good' | 'warn' | 'bad'> = {
  queued: 'neutral',
  held: 'warn',
  sent: 'good',
  delivered: 'good',
  failed: 'bad',
  dropped: 'warn',
}

const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
  values.find((known) => known === value)

/**
 * The sends' filters and page, in the address (`sendChannel`, `sendStatus`, `sendsPage`) beside
 * the rest of the page's, so Back and a shared link show the same list; a value the list does
 * not know is ignored, and a new filter starts again at page 1.
 */
type SendParam = 'sendChannel' | 'sendStatus' | 'sendsPage'

function useSendFilters() {
  const [params, setParams] = useSearchParams()
  const filters: SendFilters = {
    channel: oneOf(SEND_CHANNELS, params.get('sendChannel')),
    status: oneOf(SEND_STATUSES, params.get('sendStatus')),
  }
  const page = pageFromAddress(params.get('sendsPage'))
  const change = useCallback(
    (changes: Partial<Record<SendParam, string>>) =>
      setParams((current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value)
          else next.delete(key)
        }
        return next
      }),
    [setParams],
  )
  return {
    filters,
    page,
    setFilter: (key: 'sendChannel' | 'sendStatus', value: string) =>
      change({ [key]: value, sendsPage: '' }),
    setPage: (next: number) => change({ sendsPage: next > 1 ? String(next) : '' }),
  }
}

/** An event's catalogue name in words: 'application-decided' → 'Application decided'. */
const eventWords = (event: string) => {
  const words = event.replaceAll('-', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function SendRow({ send }: { send: AdminSend }) {
  const facts: [string, ReactNode][] = [
    ['When', formatDateTime(send.at)],
    ['To', <span className="font-mono text-xs">{send.to}</span>],
    ['Channel', SEND_CHANNEL_LABELS[send.channel]],
    ['Tries', String(send.attempts)],
  ]
  if (send.segments !== null) facts.push(['Segments', String(send.segments)])
  if (send.cost !== null) facts.push(['Cost', send.cost])
  if (send.providerId !== null) {
    facts.push([
      'Provider id',
      <span className="font-mono text-xs break-all">{send.providerId}</span>,
    ])
  }
  return (
    <ConsoleCard
      heading={
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-brand-900">{eventWords(send.event)}</h3>
          <StatusPill tone={TONE[send.status]}>{SEND_STATUS_LABELS[send.status]}</StatusPill>
        </div>
      }
    >
      <Facts items={facts} />
      {send.error && (
        <p className="text-sm break-words text-slate-800">
          <span className="text-slate-500">
            {send.status === 'dropped' ? 'Why not sent: ' : 'Last error: '}
          </span>
          {send.error}
        </p>
      )}
    </ConsoleCard>
  )
}

/** What went out on each channel, newest first, kept SENDS_KEPT_DAYS days: the words are never shown. */
export function SentMessages() {
  const { filters, page, setFilter, setPage } = useSendFilters()
  const sends = useQuery(adminQueries.sends(filters, page))
  const filtered = filters.channel !== undefined || filters.status !== undefined
  return (
    <section aria-labelledby="sent-messages">
      <h2 id="sent-messages" className="mb-1 text-lg font-semibold text-brand-900">
        Messages sent
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        Every message the product sent, newest first, kept for {SENDS_KEPT_DAYS} days. Addresses are
        masked and the words are not kept.
      </p>
      <FilterBar label="Filter the messages sent">
        <FilterSelect
          label="Channel"
          value={filters.channel}
          anyLabel="All channels"
          options={Object.entries(SEND_CHANNEL_LABELS)}
          onChange={(value) => setFilter('sendChannel', value)}
        />
        <FilterSelect
          label="State"
          value={filters.status}
          anyLabel="All states"
          options={Object.entries(SEND_STATUS_LABELS)}
          onChange={(value) => setFilter('sendStatus', value)}
        />
      </FilterBar>
      <ConsoleList
        query={sends}
        label="Messages sent"
        empty={{
          title: filtered ? 'No message matches these filters' : 'No messages sent yet',
          description: filtered
            ? 'Choose another channel or state.'
            : 'Mail the product sends shows here as it goes out.',
          pastEnd: 'No more messages on this page',
        }}
        onPageChange={setPage}
        itemKey={(send) => send.id}
        renderItem={(send) => <SendRow send={send} />}
      />
    </section>
  )
}
