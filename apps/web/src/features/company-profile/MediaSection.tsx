import { useId, useState, type FormEvent } from 'react'
import { MEDIA_MAX_COUNT } from '@app/domain'
import { FileDropzone } from '../../components/ui/FileDropzone'
import { toast } from '../../components/ui/toast'
import { useSaveCompanyProfile } from './company-profile.api'
import { mediaUrlsOf, messageFor, toMediaSlots, useUploadFile } from '../../lib/profile-uploads'
import { EMPTY_TEXTS, PROFILE_TOASTS, SECTION_TEXTS } from './company-profile.messages'
import { EditableSection } from '../../components/profile/EditableSection'
import { MEDIA_TYPES, mediaProblem } from '../../lib/profile-uploads'
import { MediaGallery } from '../../components/profile/MediaGallery'
import type { EditorSectionProps } from './section-props'

const TEXTS = SECTION_TEXTS.media

/** Up to five images; new ones upload as they are picked, and Save sets the gallery. */
export function MediaSection({ company, onSaved, onFailed }: EditorSectionProps) {
  const formId = useId()
  const [isEditing, setIsEditing] = useState(false)
  const [urls, setUrls] = useState(() => mediaUrlsOf(company))
  const [problem, setProblem] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const save = useSaveCompanyProfile('set-medias')
  const upload = useUploadFile()
  const isUploading = progress !== null

  const reset = () => {
    setUrls(mediaUrlsOf(company))
    setProblem(null)
  }

  const onFiles = async (files: File[]) => {
    const reason = mediaProblem(files, urls.length)
    setProblem(reason)
    if (reason) return
    const added: string[] = []
    try {
      for (const [index, file] of files.entries()) {
        // One bar for the whole batch: each file is its share of it.
        const { fileUrl } = await upload.mutateAsync({
          file,
          onProgress: (fraction) => setProgress((index + fraction) / files.length),
        })
        added.push(fileUrl)
      }
    } catch (error) {
      const message = messageFor(error, PROFILE_TOASTS.mediaFailed)
      setProblem(message)
      toast.error(message)
    } finally {
      setUrls((current) => [...current, ...added].slice(0, MEDIA_MAX_COUNT))
      setProgress(null)
    }
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    onFailed(null)
    try {
      await save.mutateAsync(toMediaSlots(urls))
      setIsEditing(false)
      onSaved(TEXTS.saved)
    } catch (error) {
      onFailed(TEXTS.failed)
      toast.error(messageFor(error, PROFILE_TOASTS.mediaFailed))
    }
  }

  const shown = isEditing ? urls : mediaUrlsOf(company)
  return (
    <EditableSection
      title={TEXTS.title}
      isEditing={isEditing}
      isSaving={save.isPending || isUploading}
      onEdit={() => {
        reset()
        onFailed(null)
        setIsEditing(true)
      }}
      onCancel={() => {
        reset()
        setIsEditing(false)
      }}
      formId={formId}
    >
      {shown.length === 0 ? (
        <p className="text-sm text-slate-500">{EMPTY_TEXTS.noMediaEditor}</p>
      ) : (
        <MediaGallery
          urls={shown}
          ownerName={company.companyName || 'Company'}
          onRemove={
            isEditing ? (index) => setUrls((list) => list.filter((_, i) => i !== index)) : undefined
          }
        />
      )}
      {isEditing && (
        <form
          id={formId}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-label={TEXTS.title}
          className="mt-4"
        >
          <FileDropzone
            label="Add images"
            hint={`JPEG or PNG, at most 10MB each; ${urls.length} of ${MEDIA_MAX_COUNT} used`}
            accept={MEDIA_TYPES.join(',')}
            multiple
            error={problem ?? undefined}
            progress={progress}
            disabled={isUploading}
            onFiles={(files) => void onFiles(files)}
          />
        </form>
      )}
    </EditableSection>
  )
}
