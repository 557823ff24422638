import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { buttonClass } from '../../components/ui/Button'
import { EmptyState } from '../../components/ui/EmptyState'

/** /app-review and /app-edit before the intern has started an application. */
export function NoDraft() {
  return (
    <EmptyState
      title="No application in progress"
      description="Pick a role you like and press Apply; you can come back here to review it before you submit."
      action={
        <Link to={paths.intern.roles.href()} className={buttonClass('primary')}>
          Find Internship
        </Link>
      }
    />
  )
}
