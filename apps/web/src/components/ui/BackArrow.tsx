/** The look of a 'back' control, a link or a button alike. */
export const backControlClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-brand-900 hover:bg-brand-50'

export function BackArrow() {
  return (
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
  )
}
