interface PaginationProps {
  page: number
  totalPages: number
  onPageChange: (page: number) => void
  /** Names the navigation landmark when a page has more than one list. */
  label?: string
}

const pageButton =
  'inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-brand-900 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-white'

/** Previous, 'Page X of Y', Next; nothing when everything fits on one page. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label = 'Pagination',
}: PaginationProps) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <button
        type="button"
        className={pageButton}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </button>
      <p className="text-sm text-slate-700" aria-live="polite">
        Page {page} of {totalPages}
      </p>
      <button
        type="button"
        className={pageButton}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </button>
    </nav>
  )
}
