import { AccountShell } from '../../components/layout/AccountShell'
import { NAV_ICONS, REPORT_FLAG_PATH } from '@app/domain'
import { paths } from '../../lib/paths'
import { readSession } from '../../lib/session'

const ICONS = {
  verify: 'M10 2 4 4.5v5c0 3.6 2.5 6.9 6 8 3.5-1.1 6-4.4 6-8v-5zM7.5 10l2 2 3.5-4',
  reports: REPORT_FLAG_PATH,
  contacts: 'M3 5h14v10H3zM3 5l7 6 7-6',
  audit: 'M5 3h10v14H5zM8 7h4M8 10h4M8 13h2',
  stipends: 'M3 6h14v9H3zM3 9h14M6 12h3',
  jobs: 'M10 3v3M10 14v3M3 10h3M14 10h3M5 5l2 2M13 13l2 2M5 15l2-2M13 7l2-2',
}

/** The operator console's frame: its own sidebar, nothing locked, no live chat events. */
export function AdminLayout() {
  const items = [
    { label: 'Verification', href: paths.admin.companies.href(), icon: ICONS.verify },
    { label: 'Accounts', href: paths.admin.accounts.href(), icon: NAV_ICONS.profile },
    { label: 'Roles', href: paths.admin.roles.href(), icon: NAV_ICONS.jobBoards },
    // Chats flagged by the scam check are automatic reports in the same queue (decision 022).
    { label: 'Reports', href: paths.admin.reports.href(), icon: ICONS.reports },
    { label: 'Stipend disputes', href: paths.admin.stipendDisputes.href(), icon: ICONS.stipends },
    { label: 'Contact messages', href: paths.admin.contacts.href(), icon: ICONS.contacts },
    { label: 'Audit log', href: paths.admin.audit.href(), icon: ICONS.audit },
    { label: 'Background work', href: paths.admin.jobs.href(), icon: ICONS.jobs },
  ].map((item) => ({ ...item, isLocked: false }))
  return (
    <AccountShell
      navLabel="Console"
      items={items}
      account={{ signedInAs: readSession()?.userEmail ?? '' }}
      hasLiveEvents={false}
    />
  )
}
