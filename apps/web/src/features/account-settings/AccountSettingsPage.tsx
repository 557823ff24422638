import { useQuery } from '@tanstack/react-query'
import { Navigate, useParams } from 'react-router'
import { Skeleton } from '../../components/ui/Skeleton'
import { companyQueries, internQueries } from '../../lib/account-queries'
import { AlertSettings } from './AlertSettings'
import { BasicInfoSettings } from './BasicInfoSettings'
import { InterviewAvailabilitySettings } from './InterviewAvailabilitySettings'
import type { SettingsAccount } from './change-fields'
import { NotificationSettings } from './NotificationSettings'
import { PhoneSettings } from './PhoneSettings'
import { PrivacySettings } from './PrivacySettings'
import { SecuritySettings } from './SecuritySettings'
import { SettingsMenu } from './SettingsMenu'
import { LoadFailed } from './SettingsSection'
import { SETTINGS_KINDS, SettingsKindProvider, type AccountKind } from './settings-kind'

const SECTIONS = [
  'basic-info',
  'notification',
  'phone',
  'alerts',
  'interviews',
  'security',
  'privacy',
] as const
type Section = (typeof SECTIONS)[number]
const isSection = (value: string): value is Section => SECTIONS.includes(value as Section)
/** Sections of one kind of account only: job alerts are an intern's, interview hours a company's. */
const ONLY_FOR: Partial<Record<Section, AccountKind>> = { alerts: 'intern', interviews: 'company' }

interface AccountLoad {
  isPending: boolean
  isError: boolean
  account?: SettingsAccount
  refetch: () => unknown
}

function BasicInfo({ load, failedText }: { load: AccountLoad; failedText: string }) {
  if (load.isPending) {
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
  if (load.isError || !load.account) {
    return <LoadFailed message={failedText} onRetry={() => void load.refetch()} />
  }
  return <BasicInfoSettings account={load.account} />
}

function CompanyBasicInfo() {
  const company = useQuery(companyQueries.me())
  const account = company.data && { ...company.data, name: company.data.companyName }
  return (
    <BasicInfo
      load={{ ...company, account, refetch: company.refetch }}
      failedText="Failed to load company profile."
    />
  )
}

function InternBasicInfo() {
  const intern = useQuery(internQueries.me())
  const name = intern.data
    ? [intern.data.firstName, intern.data.otherName, intern.data.lastName].filter(Boolean).join(' ')
    : null
  const account = intern.data && { ...intern.data, name }
  return (
    <BasicInfo
      load={{ ...intern, account, refetch: intern.refetch }}
      failedText="Failed to load profile. Please try again later."
    />
  )
}

/** The settings menu, or one of its pages, for either kind of account. */
function SettingsPage({ kind }: { kind: AccountKind }) {
  const { section = '' } = useParams()
  const settings = SETTINGS_KINDS[kind]
  const isKnown = isSection(section) && (ONLY_FOR[section] ?? kind) === kind
  if (section !== '' && !isKnown) return <Navigate to={settings.base} replace />
  return (
    <SettingsKindProvider value={settings}>
      <div className="mx-auto max-w-3xl space-y-6">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Settings</h1>
        {section === '' && <SettingsMenu />}
        {section === 'basic-info' &&
          (kind === 'company' ? <CompanyBasicInfo /> : <InternBasicInfo />)}
        {section === 'notification' && <NotificationSettings />}
        {section === 'phone' && <PhoneSettings />}
        {section === 'alerts' && <AlertSettings />}
        {section === 'interviews' && <InterviewAvailabilitySettings />}
        {section === 'security' && <SecuritySettings />}
        {section === 'privacy' && <PrivacySettings />}
      </div>
    </SettingsKindProvider>
  )
}

/** /company/settings/:section? */
export const CompanySettingsPage = () => <SettingsPage kind="company" />
/** /intern/settings/:section? */
export const InternSettingsPage = () => <SettingsPage kind="intern" />
