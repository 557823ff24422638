import { useQuery } from '@tanstack/react-query'
import { paths } from '../../lib/paths'
import { companyQueries } from '../../lib/account-queries'
import { AccountShell } from './AccountShell'
import { NAV_ICONS } from '@app/domain'
import { sizedImage } from '../../lib/images'

/** The company area's frame; every link stays inert until the company profile is complete. */
export function CompanyLayout() {
  const company = useQuery(companyQueries.me())
  const isLocked = !company.data?.profileComplete
  const items = [
    { label: 'Dashboard', href: paths.company.dashboard.href(), icon: NAV_ICONS.dashboard },
    {
      label: 'Job Boards',
      href: paths.company.jobBoards.href(),
      also: [paths.company.postInternship.path, paths.company.editRole.path],
      icon: NAV_ICONS.jobBoards,
    },
    {
      label: 'Applications',
      href: paths.company.applications.href(),
      icon: NAV_ICONS.applications,
    },
    { label: 'Placements', href: paths.company.placements.href(), icon: NAV_ICONS.placements },
    {
      label: 'Profile',
      href: paths.company.profile.href(),
      also: [paths.company.preview.path],
      icon: NAV_ICONS.profile,
    },
    { label: 'Settings', href: paths.company.settings.href(), icon: NAV_ICONS.settings },
  ].map((item) => ({ ...item, isLocked }))

  return (
    <AccountShell
      navLabel="Company"
      items={items}
      account={{
        to: paths.company.profile.href(),
        isLocked,
        avatar: company.data?.logoUrl ? (
          <img
            {...sizedImage(company.data.logoUrl, 40)}
            alt=""
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : (
          (company.data?.companyName?.trim()[0] ?? 'C').toUpperCase()
        ),
      }}
    />
  )
}
