import { useQuery } from '@tanstack/react-query'
import { Navigate, useParams } from 'react-router'
import { Skeleton } from '../../components/ui/Skeleton'
import { companyQueries } from '../../lib/account-queries'
import { paths } from '../../app/paths'
import { BasicInfoSettings } from './BasicInfoSettings'
import { NotificationSettings } from './NotificationSettings'
import { PrivacySettings } from './PrivacySettings'
import { SecuritySettings } from './SecuritySettings'
import { SettingsMenu } from './SettingsMenu'
import { LoadFailed } from './SettingsSection'

const SECTIONS = ['basic-info', 'notification', 'security', 'privacy'] as const
type Section = (typeof SECTIONS)[number]
const isSection = (value: string): value is Section => SECTIONS.includes(value as Section)

function BasicInfo() {
  const company = useQuery(companyQueries.me())
  if (company.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <p role="status" className="sr-only">
          Loading your details…
        </p>
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
    )
  }
  if (company.isError) {
    return (
      <LoadFailed
        message="Failed to load company profile."
        onRetry={() => void company.refetch()}
      />
    )
  }
  return <BasicInfoSettings company={company.data} />
}

/** /company/settings/:section?: the main menu, or one of its four pages. */
export function CompanySettingsPage() {
  const { section = '' } = useParams()
  if (section !== '' && !isSection(section)) return <Navigate to={paths.company.settings} replace />
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Settings</h1>
      {section === '' && <SettingsMenu />}
      {section === 'basic-info' && <BasicInfo />}
      {section === 'notification' && <NotificationSettings />}
      {section === 'security' && <SecuritySettings />}
      {section === 'privacy' && <PrivacySettings />}
    </div>
  )
}
