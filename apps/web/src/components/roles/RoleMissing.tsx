import { Link } from 'react-router'
import { INTERN_ROLES_WORDS as WORDS } from '@app/domain'
import { paths } from '../../lib/paths'
import { buttonClass } from '../ui/Button'
import { EmptyState } from '../ui/EmptyState'

/** A role the intern opened is gone: closed, removed, or never there. */
export function RoleMissing() {
  return (
    <EmptyState
      title={WORDS.roleMissing}
      description={WORDS.roleMissingHint}
      action={
        <Link to={paths.intern.roles.href()} className={buttonClass('primary')}>
          {WORDS.seeRecommended}
        </Link>
      }
    />
  )
}
