import { useQuery } from '@tanstack/react-query'
import { genderLabel, intendedDurationLabel, type InternMe } from '@app/domain'
import { DetailList } from '../../components/profile/DetailList'
import { MediaGallery } from '../../components/profile/MediaGallery'
import { ProfilePreviewPage } from '../../components/profile/ProfilePreviewPage'
import { Tabs } from '../../components/ui/Tabs'
import { internQueries } from '../../lib/account-queries'
import { mediaUrlsOf } from '../../lib/profile-uploads'
import { paths } from '../../lib/paths'
import { fullNameOf } from './intern-profile.api'
import { INTERN_TEXTS } from './intern-profile.messages'
import { ProfilePhoto } from './ProfilePhoto'
import { formatPhone, formatStudyYears } from '../../lib/screen-format'

function PersonalDetails({ intern }: { intern: InternMe }) {
  return (
    <div className="space-y-6">
      <section>
        <h2 className="text-base font-semibold text-brand-900">About</h2>
        <p className="mt-2 text-sm whitespace-pre-line text-slate-700">
          {intern.bio || 'No bio yet.'}
        </p>
      </section>
      <DetailList
        items={[
          { label: 'Email', value: intern.email },
          { label: 'Phone number', value: formatPhone(intern.countryCode, intern.phoneNumber) },
          { label: 'Gender', value: intern.gender && genderLabel(intern.gender) },
          { label: 'Address', value: intern.address },
          { label: 'Preferred industry', value: intern.preferredIndustry },
          { label: 'Location preference', value: intern.locationPreference },
          {
            label: 'Intended duration',
            value: intern.intendedDuration ? intendedDurationLabel(intern.intendedDuration) : '',
          },
          { label: 'Skills', value: intern.skills.join(', ') },
        ]}
      />
    </div>
  )
}

function InternPreview({ intern }: { intern: InternMe }) {
  const name = fullNameOf(intern)
  const media = mediaUrlsOf(intern)
  return (
    <article className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <header className="surface-dark relative bg-brand-900 px-5 pt-8 pb-5 text-white sm:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <ProfilePhoto
            url={intern.profileImageUrl}
            name={name}
            className="h-24 w-24 ring-4 ring-white"
          />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold break-words">{name || 'Your profile'}</h1>
            {(intern.fieldOfStudy || intern.institutionName) && (
              <p className="text-sm text-brand-100">
                {[intern.fieldOfStudy, intern.institutionName].filter(Boolean).join(' · ')}
              </p>
            )}
          </div>
        </div>
      </header>
      <Tabs
        label="Profile"
        className="p-5 sm:p-8"
        tabs={[
          { id: 'personal', label: 'Personal Details', panel: <PersonalDetails intern={intern} /> },
          {
            id: 'education',
            label: 'Education',
            panel: (
              <DetailList
                items={[
                  { label: 'Institution', value: intern.institutionName },
                  { label: 'Field of study', value: intern.fieldOfStudy },
                  { label: 'Years', value: formatStudyYears(intern) },
                ]}
              />
            ),
          },
          {
            id: 'media',
            label: 'Media',
            panel:
              media.length === 0 ? (
                <p className="text-sm text-slate-500">{INTERN_TEXTS.noMediaPreview}</p>
              ) : (
                <MediaGallery urls={media} ownerName={name || 'Intern'} />
              ),
          },
          {
            id: 'resume',
            label: 'Resume',
            panel: intern.resumeUrl ? (
              <a
                href={intern.resumeUrl}
                download
                className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline hover:text-brand-900"
              >
                View resume
              </a>
            ) : (
              <p className="text-sm text-slate-500">{INTERN_TEXTS.noResume}</p>
            ),
          },
        ]}
      />
    </article>
  )
}

/** /intern/preview: the profile as companies see it when the intern applies (spec §2). */
export function InternPreviewPage() {
  const intern = useQuery(internQueries.me())
  return (
    <ProfilePreviewPage
      backTo={paths.intern.profile.href()}
      profile={intern}
      loadingLabel={INTERN_TEXTS.loading}
      avatarShape="circle"
      loadFailed={INTERN_TEXTS.previewLoadFailed}
    >
      {(data) => <InternPreview intern={data} />}
    </ProfilePreviewPage>
  )
}
