import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { COMPANY_SECTIONS, type CompanyMe, type CompanySection } from '@app/domain'
import { buttonClass } from '../../components/ui/Button'
import { companyQueries } from '../../lib/account-queries'
import { paths } from '../../lib/paths'
import { ChangesSavedDialog } from './ChangesSavedDialog'
import { CompanyAvatar } from './CompanyAvatar'
import { CompanyInformationSection } from './CompanyInformationSection'
import { PROFILE_LOADING_LABEL, PROFILE_TOASTS } from './company-profile.messages'
import { CompanyMediaSection } from './CompanyMediaSection'
import { ProfileCompletionPanel } from '../../components/profile/ProfileCompletionPanel'
import { ProfileSkeleton } from '../../components/profile/ProfileLoadStates'
import { LoadError } from '../../components/ui/LoadError'
import { SocialLinksSection } from './SocialLinksSection'
import { WorkdaysSection } from './WorkdaysSection'

const SECTION_LABELS: Record<CompanySection, string> = {
  basicInfo: 'Basic Information',
  media: 'Media',
  logo: 'Company Logo',
  workdays: 'Workdays',
  socialLinks: 'Social Links',
  verificationDocument: 'Verification Document',
}

function ProfileEditor({ company }: { company: CompanyMe }) {
  const [savedText, setSavedText] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const sectionProps = { company, onSaved: setSavedText, onFailed: setFailure }

  return (
    <div className="space-y-6">
      {failure && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {failure}
        </p>
      )}
      <header className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center sm:p-6">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <CompanyAvatar name={company.companyName} logoUrl={company.logoUrl} />
          <div className="min-w-0">
            <h1 className="truncate text-xl font-bold text-brand-900 sm:text-2xl">
              {company.companyName || 'New Company'}
            </h1>
            <Link
              to={`${paths.company.profileWizard.href()}?step=logo`}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline hover:text-brand-900"
            >
              Change Image
            </Link>
          </div>
        </div>
        <Link to={paths.company.preview.href()} className={buttonClass('secondary', 'shrink-0')}>
          Preview Profile
        </Link>
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="order-2 min-w-0 space-y-6 lg:order-1 lg:col-span-2">
          <CompanyInformationSection {...sectionProps} />
          <CompanyMediaSection {...sectionProps} />
          <WorkdaysSection {...sectionProps} />
          <SocialLinksSection {...sectionProps} />
        </div>
        <div className="order-1 min-w-0 lg:order-2">
          <ProfileCompletionPanel
            percent={company.progress}
            items={COMPANY_SECTIONS.map((section) => ({
              label: SECTION_LABELS[section],
              isFilled: company.sections[section],
            }))}
          />
        </div>
      </div>

      <ChangesSavedDialog text={savedText} onClose={() => setSavedText(null)} />
    </div>
  )
}

/** /company/profile: the profile editor, section by section, with its completion (spec §2). */
export function CompanyProfilePage() {
  const company = useQuery(companyQueries.me())
  if (company.isPending) {
    return <ProfileSkeleton label={PROFILE_LOADING_LABEL} avatarShape="square" />
  }
  if (company.isError) {
    return <LoadError message={PROFILE_TOASTS.loadFailed} onRetry={() => void company.refetch()} />
  }
  return <ProfileEditor company={company.data} />
}
