import { REPORT_FLAG_PATH } from '@app/domain'
import { lazy, Suspense, useState } from 'react'
import type { ReportTarget } from './ReportDialog'
import { StrokeIcon } from '../ui/StrokeIcon'

/**
 * The dialog, its form and its request load when the button is first pressed: most visitors never
 * report, and the pages that offer it (a role, a company, an applicant) stay lighter (decision 035).
 */
const ReportDialog = lazy(() =>
  import('./ReportDialog').then((module) => ({ default: module.ReportDialog })),
)

/** A quiet 'Report' button that opens the dialog. */
export function ReportButton({
  target,
  label = 'Report',
  className = '',
}: {
  target: ReportTarget
  label?: string
  className?: string
}) {
  const [isOpen, setIsOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className={`inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-600 hover:bg-red-50 hover:text-red-800 ${className}`}
      >
        <StrokeIcon className="h-4 w-4">
          <path strokeLinecap="round" strokeLinejoin="round" d={REPORT_FLAG_PATH} />
        </StrokeIcon>
        {label}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <ReportDialog target={target} isOpen onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
