import { LETTER_KIND_LABELS, type InternApplication } from '@app/domain'
import { formatDate } from '../../lib/screen-format'
import { IssuedLetterDownload } from './IssuedLetterDownload'

/** The acceptance letter the company issued (decision 031), when there is one. */
export function LetterDownload({ application }: { application: InternApplication }) {
  const { letter } = application
  if (!letter) return null
  return (
    <IssuedLetterDownload
      applicationId={application.id}
      path="letter"
      fileName="acceptance-letter.pdf"
      titleId="letter-download-title"
      title="Your acceptance letter"
      tone="good"
      downloadLabel="Download acceptance letter"
    >
      <p className="text-sm text-slate-700">
        {application.companyName} issued your{' '}
        {LETTER_KIND_LABELS[letter.kind].replace(/^Offer/, 'offer')} on{' '}
        {formatDate(letter.issuedAt)}.
      </p>
    </IssuedLetterDownload>
  )
}
