import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { buttonClass } from '../ui/Button'
import { EmptyState } from '../ui/EmptyState'

/** A role the intern opened is gone: closed, removed, or never there. */
export function RoleMissing() {
  return (
    <EmptyState
      title="Role not found."
      description="It may have been closed or removed by the company."
      action={
        <Link to={paths.intern.roles.href()} className={buttonClass('primary')}>
          See recommended roles
        </Link>
      }
    />
  )
}
