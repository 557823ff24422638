import { Link } from 'react-router'
import { APPLY_PAGE_WORDS, APPLICATION_MESSAGES } from '@app/domain'
import { paths } from '../../lib/paths'

/** Applying needs a complete profile (spec §4); the server's words, with the way to finish it. */
export function ProfileIncompleteNotice({
  message = APPLICATION_MESSAGES.profileIncomplete,
  isAlert = false,
}: {
  message?: string
  isAlert?: boolean
}) {
  return (
    <div
      role={isAlert ? 'alert' : 'status'}
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p>{message}</p>
      <Link
        to={paths.intern.profileWizard.href()}
        className="mt-2 inline-flex min-h-11 items-center font-semibold underline"
      >
        {APPLY_PAGE_WORDS.completeProfile}
      </Link>
    </div>
  )
}
