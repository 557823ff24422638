import type { InternApplication } from '@app/domain'
import { formatDate } from '../../lib/screen-format'
import { IssuedLetterDownload } from './IssuedLetterDownload'

/** The PPA's NYSC rejection letter (decision 062), for the corps member's redeployment. */
export function NyscRejectionDownload({ application }: { application: InternApplication }) {
  const letter = application.nyscRejection
  if (!letter) return null
  return (
    <IssuedLetterDownload
      applicationId={application.id}
      path="nysc-rejection"
      fileName="nysc-rejection-letter.pdf"
      titleId="nysc-rejection-download-title"
      title="Your NYSC rejection letter"
      tone="toActOn"
      downloadLabel="Download rejection letter"
    >
      <p className="text-sm text-slate-700">
        {application.companyName} issued it on {formatDate(letter.issuedAt)}. Take it to the NYSC
        state secretariat to be redeployed to another place of primary assignment.
      </p>
      <p className="text-sm break-words text-slate-700">
        <span className="font-medium">Reason given: </span>
        {letter.reason}
      </p>
    </IssuedLetterDownload>
  )
}
