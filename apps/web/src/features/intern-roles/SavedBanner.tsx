/** The 'Role Saved Successfully' banner; the live region stays so the next save is announced too. */
export function SavedBanner({ text }: { text: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-sm justify-center"
    >
      {text && (
        <p className="flex items-center gap-2 rounded-lg bg-green-700 px-4 py-3 text-sm font-semibold text-white shadow-lg">
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path d="M3.5 8.5l3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {text}
        </p>
      )}
    </div>
  )
}
