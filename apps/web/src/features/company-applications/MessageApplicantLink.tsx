import { Link } from 'react-router'
import type { CompanyApplication } from '@app/domain'
import { paths } from '../../lib/paths'
import { buttonClass } from '../../components/ui/Button'
import { applicantName } from './applicant'

/**
 * 'Message': to the chat with the applicant, carrying what the chat page reads from navigation
 * state (spec §2) so that its header shows before the chat loads.
 */
export function MessageApplicantLink({
  application,
  className = '',
}: {
  application: CompanyApplication
  className?: string
}) {
  return (
    <Link
      to={paths.company.chat.href(application.id)}
      state={{
        userId: application.user.id,
        applicationId: application.id,
        name: applicantName(application.user),
        roleTitle: application.role.title,
        avatar: application.user.profileImageUrl,
      }}
      className={buttonClass('secondary', className)}
    >
      Message
    </Link>
  )
}
