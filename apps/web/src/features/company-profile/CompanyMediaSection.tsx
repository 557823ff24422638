import { MediaSection } from '../../components/profile/MediaSection'
import { toast } from '../../components/ui/toast'
import { mediaUrlsOf, messageFor } from '../../lib/profile-uploads'
import { useSaveCompanyProfile } from './company-profile.api'
import { EMPTY_TEXTS, PROFILE_TOASTS, SECTION_TEXTS } from './company-profile.messages'
import type { EditorSectionProps } from './company-section-props'

const TEXTS = SECTION_TEXTS.media

/** The company's gallery of up to five images. */
export function CompanyMediaSection({ company, onSaved, onFailed }: EditorSectionProps) {
  const save = useSaveCompanyProfile('set-medias')
  return (
    <MediaSection
      // A saved gallery starts the next edit from what the server kept.
      key={mediaUrlsOf(company).join('|')}
      urls={mediaUrlsOf(company)}
      ownerName={company.companyName || 'Company'}
      save={(slots) => {
        onFailed(null)
        return save.mutateAsync(slots)
      }}
      texts={{
        title: TEXTS.title,
        empty: EMPTY_TEXTS.noMediaEditor,
        uploadFailed: PROFILE_TOASTS.mediaFailed,
      }}
      onSaved={() => onSaved(TEXTS.saved)}
      onFailed={(error) => {
        onFailed(TEXTS.failed)
        toast.error(messageFor(error, PROFILE_TOASTS.mediaFailed))
      }}
    />
  )
}
