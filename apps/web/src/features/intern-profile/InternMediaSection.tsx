import { MediaSection } from '../../components/profile/MediaSection'
import { toast } from '../../components/ui/toast'
import { mediaUrlsOf, messageFor } from '../../lib/profile-uploads'
import { fullNameOf, useSaveInternProfile } from './intern-profile.api'
import { INTERN_TEXTS } from './intern-profile.messages'
import type { InternSectionProps } from './intern-section-props'

const MEDIA_FAILED = 'Failed to update media. Please try again.'

/** Up to five images: a portfolio, certificates, projects. */
export function InternMediaSection({
  intern,
  onSaved,
  onFailed,
  onEditingChange,
}: InternSectionProps) {
  const save = useSaveInternProfile('set-medias')
  const urls = mediaUrlsOf(intern)
  return (
    <MediaSection
      key={urls.join('|')}
      urls={urls}
      ownerName={fullNameOf(intern) || 'Your'}
      save={(slots) => save.mutateAsync(slots)}
      texts={{ title: 'Media', empty: INTERN_TEXTS.noMediaEditor, uploadFailed: MEDIA_FAILED }}
      onSaved={onSaved}
      onFailed={(error) => {
        toast.error(messageFor(error, MEDIA_FAILED))
        onFailed(error)
      }}
      onEditingChange={onEditingChange}
    />
  )
}
