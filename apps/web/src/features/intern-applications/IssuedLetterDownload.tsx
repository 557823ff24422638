import type { ReactNode } from 'react'
import { useMutation } from '@tanstack/react-query'
import { Button } from '../../components/ui/Button'
import { hasMessageForPeople } from '../../lib/api-client'
import { downloadPdf } from '../../lib/download'

const FAILED = 'Your letter could not be downloaded. Please try again.'

/** Good news in green, a letter to act on in amber. */
const TONES = {
  good: 'border-emerald-200 bg-emerald-50',
  toActOn: 'border-amber-200 bg-amber-50',
} as const

/**
 * A letter the company issued on the intern's application, to download as a PDF: the acceptance
 * letter (decision 031), the NYSC rejection letter (decision 062).
 */
export function IssuedLetterDownload({
  applicationId,
  path,
  fileName,
  titleId,
  title,
  tone,
  downloadLabel,
  children,
}: {
  applicationId: string
  /** The letter's address under `/users/applications/{id}/`. */
  path: string
  /** The name to save it under if the server gives none. */
  fileName: string
  titleId: string
  title: string
  tone: keyof typeof TONES
  downloadLabel: string
  /** What the letter is, above the button. */
  children: ReactNode
}) {
  const download = useMutation({
    mutationFn: () =>
      downloadPdf(`/users/applications/${encodeURIComponent(applicationId)}/${path}`, fileName),
  })
  return (
    <section
      aria-labelledby={titleId}
      className={`space-y-3 rounded-2xl border p-4 sm:p-5 ${TONES[tone]}`}
    >
      <h2 id={titleId} className="text-base font-semibold text-brand-900">
        {title}
      </h2>
      {children}
      {download.isError && (
        <p role="alert" className="text-sm text-red-700">
          {hasMessageForPeople(download.error) ? download.error.message : FAILED}
        </p>
      )}
      <Button disabled={download.isPending} onClick={() => download.mutate()}>
        {download.isPending ? 'Preparing your letter…' : downloadLabel}
      </Button>
    </section>
  )
}
