import { useQuery } from '@tanstack/react-query'
import { Outlet } from 'react-router'
import { LOCKED_HINT, type MemberKind } from '@app/domain'
import { Spinner } from '../components/ui/Spinner'
import { companyQueries, internQueries } from '../lib/account-queries'
import { paths } from '../lib/paths'
import { RedirectWithNotice } from './RedirectWithNotice'

/**
 * Pages whose links stay disabled until the profile is complete (spec: a click on them goes to the
 * dashboard). Opened by address they do the same, with the reason the disabled links give. The
 * server refuses the locked actions too; this spares the user a page that cannot work.
 */
function RequireCompleteProfile({ kind }: { kind: MemberKind }) {
  const company = useQuery({ ...companyQueries.me(), enabled: kind === 'company' })
  const intern = useQuery({ ...internQueries.me(), enabled: kind === 'intern' })
  const profile = kind === 'company' ? company : intern
  if (profile.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading…" />
      </div>
    )
  }
  if (profile.isSuccess && !profile.data.profileComplete) {
    return <RedirectWithNotice to={paths[kind].dashboard.href()} notice={LOCKED_HINT} />
  }
  // A failed profile load leaves the page to show its own error and retry.
  return <Outlet />
}

export const RequireCompleteCompany = () => <RequireCompleteProfile kind="company" />
export const RequireCompleteIntern = () => <RequireCompleteProfile kind="intern" />
