import { useState } from 'react'
import { toast } from '../../components/ui/toast'
import { messageFor, useUploadFile } from '../../lib/profile-uploads'
import { useSaveInternProfile } from './intern-profile.api'
import { INTERN_TEXTS } from './intern-profile.messages'
import { resumeProblem } from './intern-file-checks'

/** Thrown when the upload answered without a link to the stored file. */
class NoFileUrl extends Error {}

/**
 * Uploads a file, then sets it on the profile: the two steps of spec §7. Problems show beside the
 * picker and as a toast; progress runs 0–1 during the upload.
 */
function useUploadThenSave(
  save: (fileUrl: string) => Promise<unknown>,
  texts: { noUrl: string; failed: string; saved: string },
) {
  const upload = useUploadFile()
  const [problem, setProblem] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)

  const send = async (file: File): Promise<boolean> => {
    setProblem(null)
    setProgress(0)
    try {
      const uploaded = await upload.mutateAsync({ file, onProgress: setProgress })
      if (!uploaded.fileUrl) throw new NoFileUrl(texts.noUrl)
      await save(uploaded.fileUrl)
      toast.success(texts.saved)
      return true
    } catch (error) {
      const message = error instanceof NoFileUrl ? error.message : messageFor(error, texts.failed)
      setProblem(message)
      toast.error(message)
      return false
    } finally {
      setProgress(null)
    }
  }
  return { send, problem, setProblem, progress, isBusy: progress !== null }
}

/** A new profile photo: checked by `check`, uploaded, then set. */
export function usePhotoUpload(check: (file: File) => string | null, savedText: string) {
  const save = useSaveInternProfile('profile-image')
  const flow = useUploadThenSave((profileImageUrl) => save.mutateAsync({ profileImageUrl }), {
    noUrl: INTERN_TEXTS.photoNoUrl,
    failed: INTERN_TEXTS.photoFailed,
    saved: savedText,
  })
  const pick = async (file: File | undefined): Promise<boolean> => {
    if (!file) return false
    const reason = check(file)
    flow.setProblem(reason)
    if (reason) return false
    return flow.send(file)
  }
  return { ...flow, pick, isBusy: flow.isBusy || save.isPending }
}

/**
 * A resume or placement letter: picked (kept only when it passes the checks), uploaded, then set
 * as the profile's resume.
 */
export function useResumeUpload(texts: { failed: string; saved: string }) {
  const save = useSaveInternProfile('upload-resume')
  const flow = useUploadThenSave((resumeUrl) => save.mutateAsync({ resumeUrl }), {
    noUrl: INTERN_TEXTS.resumeNoUrl,
    ...texts,
  })
  const [file, setFile] = useState<File | null>(null)

  const pick = (files: File[]) => {
    const picked = files[0]
    // A cancelled picker or a drop of something else leaves the step as it was.
    if (!picked) return
    const reason = resumeProblem(picked)
    flow.setProblem(reason)
    setFile(reason ? null : picked)
  }
  /** Sends the picked file; true when it is set on the profile. */
  const submit = async (): Promise<boolean> => {
    if (!file) {
      // After a refused file, its reason says more than 'select a document'.
      flow.setProblem((shown) => shown ?? resumeProblem(null))
      return false
    }
    const reason = resumeProblem(file)
    flow.setProblem(reason)
    if (reason) return false
    const isSent = await flow.send(file)
    if (isSent) setFile(null)
    return isSent
  }
  const reset = () => {
    setFile(null)
    flow.setProblem(null)
  }
  return { ...flow, file, pick, submit, reset, isBusy: flow.isBusy || save.isPending }
}
export type ResumeUpload = ReturnType<typeof useResumeUpload>
