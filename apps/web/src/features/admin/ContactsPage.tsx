import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { AdminContact, ReportStatus } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { Tabs } from '../../components/ui/Tabs'
import { toast } from '../../components/ui/toast'
import { formatDateTime, formatWaiting } from '../../lib/screen-format'
import { adminQueries, useResolveContact } from './admin.api'
import { ConsoleList } from './ConsoleList'
import { ConsoleCard, ConsoleHeading, Facts } from './ConsoleParts'
import { ReasonDialog } from './ReasonDialog'
import { QUEUE_TABS } from './queue-tabs'
import { useConsoleParams } from './useConsoleParams'

const TAB_IDS = QUEUE_TABS.map((tab) => tab.id)

function ContactRow({ contact }: { contact: AdminContact }) {
  const [isResolving, setIsResolving] = useState(false)
  const resolve = useResolveContact()
  const name = `${contact.firstName} ${contact.lastName}`.trim()
  const close = () => {
    setIsResolving(false)
    resolve.reset()
  }
  return (
    <ConsoleCard
      heading={
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold break-words text-brand-900">{name}</h2>
          {contact.status === 'open' && (
            <span className="text-sm font-semibold text-amber-900">
              {formatWaiting(contact.createdAt)}
            </span>
          )}
        </div>
      }
      actions={
        contact.status === 'open' && (
          <Button onClick={() => setIsResolving(true)}>Mark as handled</Button>
        )
      }
    >
      <p className="text-sm break-words whitespace-pre-line text-slate-800">{contact.message}</p>
      <Facts
        items={[
          ['Email', <a href={`mailto:${contact.email}`}>{contact.email}</a>],
          ['Phone', contact.phone],
          ['Received', formatDateTime(contact.createdAt)],
          ...(contact.status === 'handled'
            ? ([
                ['Note', contact.note],
                [
                  'Handled',
                  contact.handledAt &&
                    `${formatDateTime(contact.handledAt)}${contact.handledBy ? ` by ${contact.handledBy}` : ''}`,
                ],
              ] as [string, string | null][])
            : []),
        ]}
      />
      <ReasonDialog
        isOpen={isResolving}
        title={`Mark the message from ${name} as handled?`}
        description="Answer it by email first; this keeps a record of it."
        label="Note (optional, kept in the audit log)"
        isRequired={false}
        confirmLabel="Mark as handled"
        pendingLabel="Saving..."
        isPending={resolve.isPending}
        error={resolve.error}
        onClose={close}
        onConfirm={(note) =>
          resolve.mutate(
            { id: contact.id, note: note || undefined },
            {
              onSuccess: () => {
                toast.success('Contact message marked as handled.')
                close()
              },
            },
          )
        }
      />
    </ConsoleCard>
  )
}

/** Messages sent through the public Contact page: open oldest first. */
export function ContactsPage() {
  const { tab, page, update } = useConsoleParams(TAB_IDS, 'open')
  const contacts = useQuery(adminQueries.contacts(tab, page))
  const list = (
    <ConsoleList
      query={contacts}
      label={tab === 'open' ? 'Open contact messages' : 'Handled contact messages'}
      empty={{ title: tab === 'open' ? 'No open messages' : 'No handled messages yet' }}
      onPageChange={(next) => update({ page: next })}
      itemKey={(contact) => contact.id}
      renderItem={(contact) => <ContactRow contact={contact} />}
    />
  )
  return (
    <>
      <ConsoleHeading
        title="Contact messages"
        intro="What people wrote through the Contact page. Answer by email, then mark it handled."
      />
      <Tabs
        label="Message status"
        selectedId={tab}
        onSelect={(id) => update({ tab: id as ReportStatus })}
        tabs={QUEUE_TABS.map(({ id, label }) => ({ id, label, panel: id === tab ? list : null }))}
      />
    </>
  )
}
