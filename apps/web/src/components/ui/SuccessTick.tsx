/** The green tick at the top of a dialog that says something went through. */
export function SuccessTick() {
  return (
    <span className="flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-green-700">
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        aria-hidden="true"
        className="h-8 w-8"
      >
        <path strokeLinecap="round" strokeLinejoin="round" d="m5 12.5 4.5 4.5L19 7.5" />
      </svg>
    </span>
  )
}
