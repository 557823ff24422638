import { useState, type ReactNode } from 'react'
import type { UseMutationResult } from '@tanstack/react-query'
import { Button } from '../../components/ui/Button'
import { hasMessageForPeople } from '../../lib/api-client'

const DOWNLOAD_FAILED = 'The letter could not be downloaded. Please try again.'

/**
 * A letter the company issues on its letterhead for one applicant (the acceptance letter, decision
 * 031; the NYSC rejection letter, decision 062): what stands, the download once it is issued, and
 * its form to issue it, or issue it again with other details.
 */
export function IssuedLetterPanel({
  titleId,
  title,
  summary,
  isIssued,
  download,
  downloadLabel,
  issueLabel,
  form,
}: {
  titleId: string
  title: string
  /** When it was issued, or what issuing it gives the applicant. */
  summary: ReactNode
  isIssued: boolean
  download: UseMutationResult<void, Error, void>
  downloadLabel: string
  /** The button that opens the form before the letter is issued ('Issue again' after). */
  issueLabel: string
  form: (onDone: () => void) => ReactNode
}) {
  const [isEditing, setEditing] = useState(false)
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h3 id={titleId} className="text-base font-semibold text-brand-900">
        {title}
      </h3>
      <p className="text-sm text-slate-700">{summary}</p>
      {download.isError && (
        <p role="alert" className="text-sm text-red-700">
          {hasMessageForPeople(download.error) ? download.error.message : DOWNLOAD_FAILED}
        </p>
      )}
      {isEditing ? (
        form(() => setEditing(false))
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row">
          {isIssued && (
            <Button disabled={download.isPending} onClick={() => download.mutate()}>
              {download.isPending ? 'Preparing the letter…' : downloadLabel}
            </Button>
          )}
          <Button variant={isIssued ? 'secondary' : 'primary'} onClick={() => setEditing(true)}>
            {isIssued ? 'Issue again' : issueLabel}
          </Button>
        </div>
      )}
    </section>
  )
}
