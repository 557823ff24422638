import { WARNING_TRIANGLE_PATH } from '@app/domain'
import { Link } from 'react-router'
import { buttonClass } from '../ui/Button'

interface VerificationNoticeProps {
  title: string
  text: string
  profileWizard: string
}

/** The red notice shown until the profile is complete; it is the way out of the locked state. */
export function VerificationNotice({ title, text, profileWizard }: VerificationNoticeProps) {
  return (
    <section
      aria-labelledby="verification-notice-title"
      className="flex flex-col gap-4 rounded-2xl border border-red-200 bg-red-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <svg
          viewBox="0 0 20 20"
          fill="currentColor"
          aria-hidden="true"
          className="mt-0.5 h-5 w-5 shrink-0 text-red-600"
        >
          <path fillRule="evenodd" d={WARNING_TRIANGLE_PATH} clipRule="evenodd" />
        </svg>
        <div>
          <h2 id="verification-notice-title" className="font-semibold text-red-800">
            {title}
          </h2>
          <p className="mt-1 text-sm text-red-700">{text}</p>
        </div>
      </div>
      <Link to={profileWizard} className={buttonClass('danger', 'shrink-0')}>
        Complete Profile
      </Link>
    </section>
  )
}
