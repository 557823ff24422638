import { formatMonthYear } from '@app/domain'
import { useQuery } from '@tanstack/react-query'
import type { CompanyMe } from '@app/domain'
import { Tabs } from '../../components/ui/Tabs'
import { companyQueries } from '../../lib/account-queries'
import { paths } from '../../lib/paths'
import { mediaUrlsOf } from '../../lib/profile-uploads'
import { EMPTY_TEXTS, PROFILE_LOADING_LABEL, PROFILE_TOASTS } from './company-profile.messages'
import { CompanyAvatar } from './CompanyAvatar'
import { DetailList } from '../../components/profile/DetailList'
import { MediaGallery } from '../../components/profile/MediaGallery'
import { ProfilePreviewPage } from '../../components/profile/ProfilePreviewPage'
import { SocialLinkList } from './SocialLinkList'
import { WorkHoursList } from './WorkHoursList'

function CompanyDetails({ company }: { company: CompanyMe }) {
  return (
    <div className="space-y-6">
      <section>
        <h2 className="text-base font-semibold text-brand-900">About</h2>
        <p className="mt-2 text-sm whitespace-pre-line text-slate-700">
          {company.bio || EMPTY_TEXTS.noBio}
        </p>
      </section>
      <DetailList
        items={[
          { label: 'Est Date', value: formatMonthYear(company.establishedDate) },
          { label: 'Industry', value: company.industryType },
          {
            label: 'Active Weekdays',
            value: company.activeWeekDays?.length ? company.activeWeekDays.join(', ') : '',
          },
        ]}
      />
      <section>
        <h2 className="text-base font-semibold text-brand-900">Work Hours</h2>
        <div className="mt-2">
          <WorkHoursList company={company} />
        </div>
      </section>
      <section>
        <h2 className="text-base font-semibold text-brand-900">Social Links</h2>
        <SocialLinkList socialMedia={company.socialMedia} className="mt-2" />
      </section>
    </div>
  )
}

function CompanyPreview({ company }: { company: CompanyMe }) {
  const media = mediaUrlsOf(company)
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
      <header className="flex items-center gap-4">
        <CompanyAvatar name={company.companyName} logoUrl={company.logoUrl} />
        <div className="min-w-0">
          <h1 className="text-xl font-bold break-words text-brand-900 sm:text-2xl">
            {company.companyName || 'New Company'}
          </h1>
          {(company.city || company.state) && (
            <p className="text-sm text-slate-600">
              {[company.city, company.state].filter(Boolean).join(', ')}
            </p>
          )}
        </div>
      </header>
      <Tabs
        label="Company profile"
        className="mt-6"
        tabs={[
          { id: 'details', label: 'Company Details', panel: <CompanyDetails company={company} /> },
          {
            id: 'media',
            label: 'Media',
            panel:
              media.length === 0 ? (
                <p className="text-sm text-slate-500">{EMPTY_TEXTS.noMediaPreview}</p>
              ) : (
                <MediaGallery urls={media} ownerName={company.companyName || 'Company'} />
              ),
          },
        ]}
      />
    </article>
  )
}

/** /company/preview: the profile as others see it (spec §2). */
export function CompanyPreviewPage() {
  const company = useQuery(companyQueries.me())
  return (
    <ProfilePreviewPage
      backTo={paths.company.profile.href()}
      profile={company}
      loadingLabel={PROFILE_LOADING_LABEL}
      avatarShape="square"
      loadFailed={PROFILE_TOASTS.previewLoadFailed}
    >
      {(data) => <CompanyPreview company={data} />}
    </ProfilePreviewPage>
  )
}
