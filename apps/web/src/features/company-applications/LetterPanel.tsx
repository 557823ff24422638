import { LETTER_KIND_LABELS, type CompanyApplication } from '@app/domain'
import { formatDate } from '../../lib/screen-format'
import { useDownloadCompanyLetter } from './company-letters.api'
import { IssuedLetterPanel } from './IssuedLetterPanel'
import { LetterForm } from './LetterForm'

/**
 * An accepted applicant's acceptance letter (issue 14, decision 031): issue one, download it, or
 * issue it again with other details. Nothing shows before the application is accepted.
 */
export function LetterPanel({ application }: { application: CompanyApplication }) {
  const download = useDownloadCompanyLetter(application.id)
  if (application.status !== 'accepted') return null
  const { letter } = application

  return (
    <IssuedLetterPanel
      titleId="letter-panel-title"
      title="Acceptance letter"
      summary={
        letter ? (
          <>
            {LETTER_KIND_LABELS[letter.kind]} issued on {formatDate(letter.issuedAt)}. The applicant
            can download it from their application.
          </>
        ) : (
          'Give the applicant a signed letter on your letterhead: an offer letter, a SIWES/IT acceptance letter for their school, or an NYSC PPA acceptance letter.'
        )
      }
      isIssued={Boolean(letter)}
      download={download}
      downloadLabel="Download letter"
      issueLabel="Issue acceptance letter"
      form={(onDone) => <LetterForm application={application} onDone={onDone} />}
    />
  )
}
