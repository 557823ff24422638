import { useEffect, useId, useState, type FormEvent } from 'react'
import { MEDIA_MAX_COUNT } from '@app/domain'
import { FileDropzone } from '../ui/FileDropzone'
import { toast } from '../ui/toast'
import {
  MEDIA_TYPES,
  mediaProblem,
  messageFor,
  toMediaSlots,
  useUploadFile,
  type MediaSlots,
} from '../../lib/profile-uploads'
import { EditableSection } from './EditableSection'
import { MediaGallery } from './MediaGallery'

interface MediaSectionProps {
  /** The images on the profile now. */
  urls: string[]
  ownerName: string
  save: (slots: MediaSlots) => Promise<unknown>
  texts: { title: string; empty: string; uploadFailed: string }
  onSaved: () => void
  onFailed: (error: unknown) => void
  /** Told when editing starts and stops, so the page can say what is open. */
  onEditingChange?: (formId: string | null) => void
}

/** Up to five images; new ones upload as they are picked, and Save sets the gallery. */
export function MediaSection({
  urls: savedUrls,
  ownerName,
  save,
  texts,
  onSaved,
  onFailed,
  onEditingChange,
}: MediaSectionProps) {
  const formId = useId()
  const [isEditing, setIsEditing] = useState(false)
  const [isSaving, setIsSaving] = useState(false)
  const [urls, setUrls] = useState(savedUrls)
  const [problem, setProblem] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const upload = useUploadFile()
  const isUploading = progress !== null

  useEffect(
    () => onEditingChange?.(isEditing ? formId : null),
    [isEditing, formId, onEditingChange],
  )

  const reset = () => {
    setUrls(savedUrls)
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
      const message = messageFor(error, texts.uploadFailed)
      setProblem(message)
      toast.error(message)
    } finally {
      setUrls((current) => [...current, ...added].slice(0, MEDIA_MAX_COUNT))
      setProgress(null)
    }
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setIsSaving(true)
    try {
      await save(toMediaSlots(urls))
      setIsEditing(false)
      onSaved()
    } catch (error) {
      onFailed(error)
    } finally {
      setIsSaving(false)
    }
  }

  const shown = isEditing ? urls : savedUrls
  return (
    <EditableSection
      title={texts.title}
      isEditing={isEditing}
      isSaving={isSaving || isUploading}
      onEdit={() => {
        reset()
        setIsEditing(true)
      }}
      onCancel={() => {
        reset()
        setIsEditing(false)
      }}
      formId={formId}
    >
      {shown.length === 0 ? (
        <p className="text-sm text-slate-500">{texts.empty}</p>
      ) : (
        <MediaGallery
          urls={shown}
          ownerName={ownerName}
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
          aria-label={texts.title}
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
