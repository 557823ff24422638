import { useQuery } from '@tanstack/react-query'
import { INTERN_NAV, internInitial } from '@app/domain'
import { paths } from '../../lib/paths'
import { internQueries } from '../../lib/account-queries'
import { AccountShell } from './AccountShell'
import { sizedImage } from '../../lib/images'

/**
 * The intern area's frame. Finding roles and applying wait for a complete profile (spec §4); the
 * dashboard, saved roles, profile and settings are open from the start. The server's frame for
 * pages without JavaScript lists the same links (INTERN_NAV).
 */
export function InternLayout() {
  const intern = useQuery(internQueries.me())
  const isProfileComplete = !!intern.data?.profileComplete

  return (
    <AccountShell
      navLabel="Intern"
      items={INTERN_NAV.map((link) => ({
        ...link,
        isLocked: link.needsCompleteProfile && !isProfileComplete,
      }))}
      account={{
        to: paths.intern.profile.href(),
        isLocked: false,
        avatar: intern.data?.profileImageUrl ? (
          <img
            {...sizedImage(intern.data.profileImageUrl, 40)}
            alt=""
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : intern.data ? (
          internInitial(intern.data)
        ) : (
          'I'
        ),
      }}
    />
  )
}
