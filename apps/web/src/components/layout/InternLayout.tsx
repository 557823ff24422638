import { useQuery } from '@tanstack/react-query'
import { APPLICATION_LETTER_LABELS } from '@app/domain'
import { paths } from '../../lib/paths'
import { internQueries } from '../../lib/account-queries'
import { AccountShell } from './AccountShell'
import { NAV_ICONS } from './AccountNav'
import { sizedImage } from '../../lib/images'

/**
 * The intern area's frame. Finding roles and applying wait for a complete profile (spec §4); the
 * dashboard, saved roles, profile and settings are open from the start.
 */
export function InternLayout() {
  const intern = useQuery(internQueries.me())
  const isLocked = !intern.data?.profileComplete
  const initial = (intern.data?.firstName?.trim()[0] ?? intern.data?.email[0] ?? 'I').toUpperCase()

  return (
    <AccountShell
      navLabel="Intern"
      items={[
        {
          label: 'Dashboard',
          to: paths.intern.dashboard.href(),
          icon: NAV_ICONS.dashboard,
          isLocked: false,
        },
        {
          label: 'Find Internships',
          to: paths.intern.roles.href(),
          also: [paths.intern.role.path, paths.intern.apply.path],
          icon: NAV_ICONS.search,
          isLocked,
        },
        {
          label: 'Saved Roles',
          to: paths.intern.savedRoles.href(),
          icon: NAV_ICONS.bookmark,
          isLocked: false,
        },
        {
          label: 'Applications',
          to: paths.intern.applications.href(),
          also: [
            paths.intern.appReview.path,
            paths.intern.appEdit.path,
            paths.intern.companyDetails.path,
            paths.intern.reviewApplication.path,
          ],
          icon: NAV_ICONS.applications,
          isLocked,
        },
        {
          label: 'Placements',
          to: paths.intern.placements.href(),
          icon: NAV_ICONS.placements,
          isLocked: false,
        },
        {
          label: APPLICATION_LETTER_LABELS.nav,
          to: paths.intern.letters.href(),
          icon: NAV_ICONS.letters,
          isLocked: false,
        },
        {
          label: 'Profile',
          to: paths.intern.profile.href(),
          also: [paths.intern.preview.path],
          icon: NAV_ICONS.profile,
          isLocked: false,
        },
        { label: 'CV builder', to: paths.intern.cv.href(), icon: NAV_ICONS.cv, isLocked: false },
        {
          label: 'Settings',
          to: paths.intern.settings.href(),
          icon: NAV_ICONS.settings,
          isLocked: false,
        },
      ]}
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
        ) : (
          initial
        ),
      }}
    />
  )
}
