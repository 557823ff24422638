import { useId, useState, type DragEvent, type ReactNode } from 'react'
import { StrokeIcon } from './StrokeIcon'

interface FileDropzoneProps {
  /** The visible label, also the file input's accessible name. */
  label: string
  /** What may be dropped, shown under the label (types, size). */
  hint?: ReactNode
  /** The input's accept list, e.g. 'image/png,image/jpeg'. */
  accept?: string
  multiple?: boolean
  disabled?: boolean
  error?: string
  /** Called with what was picked or dropped; the caller checks the files. */
  onFiles: (files: File[]) => void
  /** 0–1 while an upload runs. */
  progress?: number | null
  className?: string
}

/**
 * A file picker that also takes drag-and-drop. The real file input stays in the page (visually
 * hidden), so keyboards, screen readers and test tools reach it by its label.
 */
export function FileDropzone({
  label,
  hint,
  accept,
  multiple = false,
  disabled = false,
  error,
  onFiles,
  progress = null,
  className = '',
}: FileDropzoneProps) {
  const id = useId()
  const [isOver, setIsOver] = useState(false)
  const isUploading = progress !== null

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault()
    setIsOver(false)
    if (disabled) return
    onFiles([...event.dataTransfer.files])
  }

  return (
    <div className={className}>
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className="peer sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])]
          // Cleared so that choosing the same file again still reports it.
          event.target.value = ''
          onFiles(files)
        }}
      />
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault()
          if (!disabled) setIsOver(true)
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={onDrop}
        className={`flex min-h-36 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors peer-focus-visible:ring-4 peer-focus-visible:ring-brand-100 ${
          disabled ? 'cursor-not-allowed opacity-60' : 'hover:bg-brand-50'
        } ${
          error
            ? 'border-red-400 bg-red-50/40'
            : isOver
              ? 'border-brand-500 bg-brand-50'
              : 'border-slate-300 bg-slate-50'
        }`}
      >
        <StrokeIcon
          viewBox="0 0 24 24"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="h-8 w-8 text-brand-500"
        >
          <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
        </StrokeIcon>
        <span className="text-sm font-semibold text-brand-900">{label}</span>
        <span className="text-xs text-slate-500">
          <span className="font-medium text-brand-700 underline">Choose a file</span> or drag it
          here
        </span>
        {hint && (
          <span id={`${id}-hint`} className="text-xs text-slate-500">
            {hint}
          </span>
        )}
      </label>
      {isUploading && (
        <div className="mt-3">
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full bg-accent-500 transition-[width]"
              style={{ width: `${Math.round(progress * 100)}%` }}
            />
          </div>
          <p className="mt-1 text-xs text-slate-600">Uploading… {Math.round(progress * 100)}%</p>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  )
}
