import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { APPLICATION_LETTER_KIND_LABELS, type ApplicationLetterSummary } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { BusyAlertDialog } from '../../components/ui/Dialog'
import { EmptyState } from '../../components/ui/EmptyState'
import { LoadError } from '../../components/ui/LoadError'
import { Skeleton } from '../../components/ui/Skeleton'
import { toast } from '../../components/ui/toast'
import { hasMessageForPeople } from '../../lib/api-client'
import { formatDate } from '../../lib/screen-format'
import { applicationLetterQueries, useDeleteApplicationLetter } from './application-letters.api'

const DELETE_FAILED = 'The letter could not be deleted. Please try again.'

/** The intern's letters, newest first: open one, or delete it after a confirmation. */
export function ApplicationLetterList({
  openId,
  onOpen,
  onDeleted,
}: {
  openId: string | null
  onOpen: (id: string) => void
  onDeleted: (id: string) => void
}) {
  const query = useQuery(applicationLetterQueries.list())
  const remove = useDeleteApplicationLetter()
  const [doomed, setDoomed] = useState<ApplicationLetterSummary | null>(null)

  const confirmDelete = () => {
    if (!doomed) return
    remove.mutate(doomed.id, {
      onSuccess: () => {
        toast.success('Letter deleted.')
        onDeleted(doomed.id)
        setDoomed(null)
      },
    })
  }

  return (
    <section aria-labelledby="past-letters-title" className="space-y-3">
      <h2 id="past-letters-title" className="text-lg font-semibold text-brand-900">
        Your letters
      </h2>
      {query.isPending ? (
        <div role="status" className="space-y-2">
          <span className="sr-only">Loading your letters…</span>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : query.isError ? (
        <LoadError
          message="Your letters could not be loaded."
          onRetry={() => void query.refetch()}
        />
      ) : query.data.docs.length === 0 ? (
        <EmptyState
          title="No letters yet."
          description="Write a SIWES/IT application letter or a cover note above; it is kept here to edit and download again."
        />
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {query.data.docs.length} of {query.data.max} letters kept.
          </p>
          <ul
            aria-label="Your letters"
            className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
          >
            {query.data.docs.map((letter) => (
              <li
                key={letter.id}
                className="flex flex-wrap items-center justify-between gap-3 p-3 sm:p-4"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">
                    {APPLICATION_LETTER_KIND_LABELS[letter.kind]} — {letter.companyName}
                  </p>
                  <p className="text-sm text-slate-600">
                    {letter.roleTitle ? `${letter.roleTitle} · ` : ''}
                    {formatDate(letter.createdAt)}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant={letter.id === openId ? 'primary' : 'secondary'}
                    aria-current={letter.id === openId ? 'true' : undefined}
                    aria-label={`Open the letter to ${letter.companyName}`}
                    onClick={() => onOpen(letter.id)}
                  >
                    Open
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={`Delete the letter to ${letter.companyName}`}
                    onClick={() => {
                      remove.reset()
                      setDoomed(letter)
                    }}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <BusyAlertDialog
        isOpen={doomed !== null}
        isPending={remove.isPending}
        title="Delete this letter?"
        description={
          doomed
            ? `Your ${APPLICATION_LETTER_KIND_LABELS[doomed.kind].toLowerCase()} to ${doomed.companyName} will be gone for good.`
            : undefined
        }
        onClose={() => setDoomed(null)}
      >
        {remove.isError && (
          <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {hasMessageForPeople(remove.error) ? remove.error.message : DELETE_FAILED}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          <Button variant="secondary" disabled={remove.isPending} onClick={() => setDoomed(null)}>
            Keep it
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={confirmDelete}>
            {remove.isPending ? 'Deleting…' : 'Delete letter'}
          </Button>
        </div>
      </BusyAlertDialog>
    </section>
  )
}
