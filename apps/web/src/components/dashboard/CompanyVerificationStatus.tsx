import { Link } from 'react-router'
import { VERIFICATION_TAKES, type CompanyMe } from '@app/domain'
import { formatDate } from '../../lib/screen-format'
import { paths } from '../../lib/paths'
import { buttonClass } from '../ui/Button'

type Status = Pick<
  CompanyMe,
  'rolesArePublic' | 'verificationStatus' | 'verificationSubmittedAt' | 'verificationNote'
>

/** The profile wizard's step where the CAC document is uploaded (and sent to be checked again). */
const CAC_DOCUMENT_STEP = `${paths.company.profileWizard.href()}?step=verification-document`

const panel = {
  wait: 'border-amber-300 bg-amber-50 text-amber-950',
  act: 'border-red-200 bg-red-50 text-red-900',
}

/**
 * Why a company's roles are not public yet, and what happens next (issue 12): nothing once its
 * roles are public, so a verified company sees no notice.
 */
export function CompanyVerificationStatus({ company }: { company: Status }) {
  if (company.rolesArePublic) return null
  const isRejected = company.verificationStatus === 'rejected'
  const isWaiting = company.verificationStatus === 'pending'
  return (
    <section
      aria-labelledby="company-verification-title"
      className={`flex flex-col gap-3 rounded-2xl border p-5 sm:flex-row sm:items-center sm:justify-between ${isRejected || !isWaiting ? panel.act : panel.wait}`}
    >
      {/* min-w-0 and wrap-anywhere: an operator's reason may hold a long unbroken word or link. */}
      <div className="min-w-0">
        <h2 id="company-verification-title" className="font-semibold">
          {isWaiting
            ? 'Your roles go public once your company is verified'
            : isRejected
              ? 'We could not verify your company'
              : 'Send your CAC document to be verified'}
        </h2>
        <p className="mt-1 text-sm wrap-anywhere">
          {isWaiting
            ? `We are checking your CAC document${
                company.verificationSubmittedAt
                  ? `, sent on ${formatDate(company.verificationSubmittedAt)}`
                  : ''
              }. We usually finish ${VERIFICATION_TAKES}. You can prepare and post roles now: interns see them, with the Verified badge, as soon as we are done.`
            : isRejected
              ? `${company.verificationNote ? `Our reason: ${company.verificationNote}. ` : ''}Upload a new CAC document and we will check it again. Your roles stay hidden from interns until then.`
              : 'Only verified companies’ roles are shown to interns. Upload your CAC certificate in your profile and we will check it.'}
        </p>
      </div>
      {!isWaiting && (
        <Link to={CAC_DOCUMENT_STEP} className={buttonClass('primary', 'shrink-0')}>
          Upload CAC document
        </Link>
      )}
    </section>
  )
}
