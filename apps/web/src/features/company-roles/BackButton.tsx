import { useNavigate } from 'react-router'

/** Back to the previous page; to `fallback` when this page was opened directly. */
export function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate()
  const hasHistory = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0
  return (
    <button
      type="button"
      onClick={() => void (hasHistory ? navigate(-1) : navigate(fallback))}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-brand-900 hover:bg-brand-50"
    >
      <svg
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        className="h-5 w-5"
      >
        <path strokeLinecap="round" strokeLinejoin="round" d="M12 5l-5 5 5 5" />
      </svg>
      Back
    </button>
  )
}
