import { useState, type ReactNode } from 'react'
import { Button } from '../ui/Button'
import { FileDropzone } from '../ui/FileDropzone'

interface PictureStepProps {
  /** The picture on the profile, as it is shown; null when there is none. */
  current: ReactNode | null
  /** 'Your logo is on your profile.' */
  setText: string
  /** 'Keep the current logo'. */
  keepText: string
  label: string
  hint: string
  accept: string
  problem: string | null
  progress: number | null
  isBusy: boolean
  /** Uploads and sets the picture; true once it is on the profile. */
  onFile: (file: File | undefined) => Promise<boolean>
}

/**
 * A wizard step that sets one picture (a company's logo, an intern's photo): the picture once set,
 * with Reset; otherwise a drop zone, and a way back to the current picture.
 */
export function PictureStep({
  current,
  setText,
  keepText,
  isBusy,
  onFile,
  ...drop
}: PictureStepProps) {
  const [isPicking, setIsPicking] = useState(current === null)

  if (!isPicking && current !== null) {
    return (
      <div className="flex flex-col items-center gap-4 text-center" role="status">
        {current}
        <p className="text-sm font-medium text-accent-700">{setText}</p>
        <Button variant="secondary" onClick={() => setIsPicking(true)}>
          Reset
        </Button>
      </div>
    )
  }

  return (
    <div className="space-y-4">
      <FileDropzone
        label={drop.label}
        hint={drop.hint}
        accept={drop.accept}
        error={drop.problem ?? undefined}
        progress={drop.progress}
        disabled={isBusy}
        onFiles={(files) => void onFile(files[0]).then((isSet) => isSet && setIsPicking(false))}
      />
      {current !== null && (
        <Button variant="ghost" onClick={() => setIsPicking(false)} disabled={isBusy}>
          {keepText}
        </Button>
      )}
    </div>
  )
}
