import { useState } from 'react'
import { LETTER_KIND_LABELS, type CompanyApplication } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { hasMessageForPeople } from '../../lib/api-client'
import { formatDate } from '../../lib/screen-format'
import { useDownloadCompanyLetter } from './company-letters.api'
import { LetterForm } from './LetterForm'

const DOWNLOAD_FAILED = 'The letter could not be downloaded. Please try again.'

/**
 * An accepted applicant's acceptance letter (issue 14, decision 031): issue one, download it, or
 * issue it again with other details. Nothing shows before the application is accepted.
 */
export function LetterPanel({ application }: { application: CompanyApplication }) {
  const [isEditing, setEditing] = useState(false)
  const download = useDownloadCompanyLetter(application.id)
  if (application.status !== 'accepted') return null
  const { letter } = application

  return (
    <section
      aria-labelledby="letter-panel-title"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h3 id="letter-panel-title" className="text-base font-semibold text-brand-900">
        Acceptance letter
      </h3>
      {letter ? (
        <p className="text-sm text-slate-700">
          {LETTER_KIND_LABELS[letter.kind]} issued on {formatDate(letter.issuedAt)}. The applicant
          can download it from their application.
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          Give the applicant a signed letter on your letterhead: an offer letter, a SIWES/IT
          acceptance letter for their school, or an NYSC PPA acceptance letter.
        </p>
      )}
      {download.isError && (
        <p role="alert" className="text-sm text-red-700">
          {hasMessageForPeople(download.error) ? download.error.message : DOWNLOAD_FAILED}
        </p>
      )}
      {isEditing ? (
        <LetterForm application={application} onDone={() => setEditing(false)} />
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row">
          {letter && (
            <Button disabled={download.isPending} onClick={() => download.mutate()}>
              {download.isPending ? 'Preparing the letter…' : 'Download letter'}
            </Button>
          )}
          <Button variant={letter ? 'secondary' : 'primary'} onClick={() => setEditing(true)}>
            {letter ? 'Issue again' : 'Issue acceptance letter'}
          </Button>
        </div>
      )}
    </section>
  )
}
