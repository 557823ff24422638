import { useMutation } from '@tanstack/react-query'
import type { InternApplication } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { hasMessageForPeople } from '../../lib/api-client'
import { downloadPdf } from '../../lib/download'
import { formatDate } from '../../lib/screen-format'

const FAILED = 'Your letter could not be downloaded. Please try again.'

/** The PPA's NYSC rejection letter (decision 062), for the corps member's redeployment. */
export function NyscRejectionDownload({ application }: { application: InternApplication }) {
  const download = useMutation({
    mutationFn: () =>
      downloadPdf(
        `/users/applications/${encodeURIComponent(application.id)}/nysc-rejection`,
        'nysc-rejection-letter.pdf',
      ),
  })
  const letter = application.nyscRejection
  if (!letter) return null
  return (
    <section
      aria-labelledby="nysc-rejection-download-title"
      className="space-y-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:p-5"
    >
      <h2 id="nysc-rejection-download-title" className="text-base font-semibold text-brand-900">
        Your NYSC rejection letter
      </h2>
      <p className="text-sm text-slate-700">
        {application.companyName} issued it on {formatDate(letter.issuedAt)}. Take it to the NYSC
        state secretariat to be redeployed to another place of primary assignment.
      </p>
      <p className="text-sm break-words text-slate-700">
        <span className="font-medium">Reason given: </span>
        {letter.reason}
      </p>
      {download.isError && (
        <p role="alert" className="text-sm text-red-700">
          {hasMessageForPeople(download.error) ? download.error.message : FAILED}
        </p>
      )}
      <Button disabled={download.isPending} onClick={() => download.mutate()}>
        {download.isPending ? 'Preparing your letter…' : 'Download rejection letter'}
      </Button>
    </section>
  )
}
