import { useMutation } from '@tanstack/react-query'
import { LETTER_KIND_LABELS, type InternApplication } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { hasMessageForPeople } from '../../lib/api-client'
import { formatDate } from '../../lib/screen-format'
import { downloadPdf } from '../../lib/download'

const FAILED = 'Your letter could not be downloaded. Please try again.'

/** The acceptance letter the company issued (decision 031), when there is one. */
export function LetterDownload({ application }: { application: InternApplication }) {
  const download = useMutation({
    mutationFn: () =>
      downloadPdf(
        `/users/applications/${encodeURIComponent(application.id)}/letter`,
        'acceptance-letter.pdf',
      ),
  })
  const { letter } = application
  if (!letter) return null
  return (
    <section
      aria-labelledby="letter-download-title"
      className="space-y-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 sm:p-5"
    >
      <h2 id="letter-download-title" className="text-base font-semibold text-brand-900">
        Your acceptance letter
      </h2>
      <p className="text-sm text-slate-700">
        {application.companyName} issued your{' '}
        {LETTER_KIND_LABELS[letter.kind].replace(/^Offer/, 'offer')} on{' '}
        {formatDate(letter.issuedAt)}.
      </p>
      {download.isError && (
        <p role="alert" className="text-sm text-red-700">
          {hasMessageForPeople(download.error) ? download.error.message : FAILED}
        </p>
      )}
      <Button disabled={download.isPending} onClick={() => download.mutate()}>
        {download.isPending ? 'Preparing your letter…' : 'Download acceptance letter'}
      </Button>
    </section>
  )
}
